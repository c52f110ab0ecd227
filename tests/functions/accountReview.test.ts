import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { reviewSchedules } from '../../functions/src/migrations/reviewSchedules';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { addMonths } from '../../functions/src/shared/core/dates';
import { accountReviewPaths } from '../../functions/src/shared/accountReview/firestorePaths';
import type { ReviewPromptDoc } from '../../functions/src/shared/accountReview/types';
import { DEPOSIT_LIMIT_DEFAULTS } from '../../functions/src/shared/preferences/preferences';
import { preferenceMessages } from '../../functions/src/shared/preferences/messages';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { giveBalance } from './payoutSupport';
import { expectNoDocumentWritten, ledgerEntries, notifications, userDoc, type AccountUser } from './support';
import { HOUR_MS, createDepositor, newRequestId, paidOrder, setUserFields } from './walletSupport';

const job = SCHEDULED_JOBS.remindAccountReviews;
const DAY_MS = 24 * HOUR_MS;

type StoredPrompt = ReviewPromptDoc<Timestamp> & { id: string };

async function prompts(uid: string, kind: StoredPrompt['kind']): Promise<StoredPrompt[]> {
  const snap = await adminDb.collection(accountReviewPaths.prompts(uid)).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ReviewPromptDoc<Timestamp>) })).filter((prompt) => prompt.kind === kind);
}

async function notesOf(uid: string, type: 'account_review' | 'limit_decision_review') {
  return (await notifications(uid)).filter((note) => note.type === type);
}

/** The user's schedule field as ms, or null when it is not set. */
async function scheduleField(uid: string, field: 'nextReviewReminderAt' | 'reviewPeriodStartAt' | 'nextLimitDecisionReviewAt') {
  const value = ((await userDoc(uid)) as unknown as Record<string, Timestamp | undefined>)[field];
  return value ? value.toMillis() : null;
}

/** A verified customer who made a PayPal deposit (a ledger movement): their first review period starts with it. */
async function depositor(): Promise<AccountUser> {
  const client = await createDepositor();
  await client.call('addBalance', { orderId: await paidOrder(client.uid, 2_500), amount: 2_500, requestId: newRequestId() });
  return client;
}

describe('remindAccountReviews: account review reminders (RTS 12)', () => {
  it('reminds an active customer once per period: a second run and two concurrent runs send nothing more', async () => {
    const client = await depositor();
    const start = (await scheduleField(client.uid, 'reviewPeriodStartAt'))!;
    const due = addMonths(start, 6);
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBe(due);

    await job.run({ now: due - DAY_MS });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(0);

    await job.run({ now: due + DAY_MS });
    await job.run({ now: due + DAY_MS });
    await Promise.all([job.run({ now: due + DAY_MS }), job.run({ now: due + DAY_MS, pageSize: 1 })]);
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(1);
    const [prompt] = await prompts(client.uid, 'account-review');
    expect(prompt).toMatchObject({ id: `account-review-${due}`, dueAt: due, dismissedAt: null });
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBe(addMonths(due + DAY_MS, 6));

    // The next period reminds again only while there was activity in the 12 months before it falls due: a movement
    // three months into it (stamped as the ledger stamps it, at that time) keeps the customer active.
    const nextDue = addMonths(due + DAY_MS, 6);
    await setUserFields(client.uid, { lastActivityAt: Timestamp.fromMillis(addMonths(due, 3)) });
    await job.run({ now: nextDue + DAY_MS });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(2);
    expect(await prompts(client.uid, 'account-review')).toHaveLength(2);
  });

  it('sends nothing to a customer with no ledger movement in the last 12 months, until they move money again', async () => {
    const client = await depositor();
    const start = (await scheduleField(client.uid, 'reviewPeriodStartAt'))!;

    await job.run({ now: addMonths(start, 13) });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(0);
    expect(await prompts(client.uid, 'account-review')).toHaveLength(0);
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBeNull();

    await giveBalance(client.uid, 500, 'comeback');
    const restart = (await scheduleField(client.uid, 'reviewPeriodStartAt'))!;
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBe(addMonths(restart, 6));
  });

  it('a customer who never moved money has no review schedule and gets no reminder', async () => {
    const client = await createDepositor();
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBeNull();
    await job.run({ now: addMonths(Date.now(), 7) });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(0);
  });

  it('respects a shorter interval chosen in preferences, and refuses one not offered, changing nothing', async () => {
    const client = await depositor();
    const start = (await scheduleField(client.uid, 'reviewPeriodStartAt'))!;

    const refused = await expectNoDocumentWritten(() =>
      expectCallableError(client.call('saveUserPreferences', { preferences: { gamblingReviewReminder: { months: 2 } } }), 'invalid-argument'),
    );
    expect(refused).toBe(preferenceMessages.reviewReminderOptions);

    await client.call('saveUserPreferences', { preferences: { gamblingReviewReminder: { months: 1 } } });
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBe(addMonths(start, 1));

    await job.run({ now: addMonths(start, 1) + DAY_MS });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(1);
    const second = addMonths(addMonths(start, 1) + DAY_MS, 1) + DAY_MS;
    await job.run({ now: second });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(2);
  });
});

describe('remindAccountReviews: the yearly no-limit question (RTS 12)', () => {
  it('asks a customer whose limit decision is none once a year, and stops once they set limits', async () => {
    const client = await createDepositor();
    const decidedAt = (await userDoc(client.uid))!.depositLimitDecision!.at;
    const due = addMonths(decidedAt, 12);
    expect(await scheduleField(client.uid, 'nextLimitDecisionReviewAt')).toBe(due);

    await job.run({ now: addMonths(decidedAt, 11) });
    expect(await notesOf(client.uid, 'limit_decision_review')).toHaveLength(0);

    await Promise.all([job.run({ now: due + DAY_MS }), job.run({ now: due + DAY_MS })]);
    await job.run({ now: due + DAY_MS });
    expect(await notesOf(client.uid, 'limit_decision_review')).toHaveLength(1);
    expect(await prompts(client.uid, 'limit-decision')).toMatchObject([{ id: `limit-decision-${due}`, dueAt: due, dismissedAt: null }]);

    await client.call('saveUserPreferences', {
      preferences: { gamblingDepositLimits: { daily: 2_000, weekly: DEPOSIT_LIMIT_DEFAULTS.weekly, monthly: DEPOSIT_LIMIT_DEFAULTS.monthly } },
      depositLimitDecision: { choice: 'limits' },
    });
    expect(await scheduleField(client.uid, 'nextLimitDecisionReviewAt')).toBeNull();
    await job.run({ now: addMonths(due, 13) });
    expect(await notesOf(client.uid, 'limit_decision_review')).toHaveLength(1);
  });

  it('asks again a year after the last question while the decision stays none', async () => {
    const client = await createDepositor();
    const due = (await scheduleField(client.uid, 'nextLimitDecisionReviewAt'))!;
    await job.run({ now: due + DAY_MS });
    await job.run({ now: addMonths(due + DAY_MS, 12) - DAY_MS });
    expect(await notesOf(client.uid, 'limit_decision_review')).toHaveLength(1);
    await job.run({ now: addMonths(due + DAY_MS, 12) + DAY_MS });
    expect(await notesOf(client.uid, 'limit_decision_review')).toHaveLength(2);
  });
});

describe('the reviewSchedules migration', () => {
  it('schedules customers from before the reminders from their latest movement and decision, once, and stops and resumes', async () => {
    const client = await depositor();
    const decidedAt = (await userDoc(client.uid))!.depositLimitDecision!.at;
    const moved = Math.max(...(await ledgerEntries(client.uid)).map((entry) => entry.timestamp.toMillis()));
    // As the account was before reminders existed: no schedule fields.
    await setUserFields(client.uid, {
      lastActivityAt: FieldValue.delete(),
      reviewPeriodStartAt: FieldValue.delete(),
      nextReviewReminderAt: FieldValue.delete(),
      nextLimitDecisionReviewAt: FieldValue.delete(),
    });

    expect((await reviewSchedules.run({ pageSize: 1, maxPages: 1 })).done).toBe(false);
    expect((await reviewSchedules.run({})).done).toBe(true);
    expect(await scheduleField(client.uid, 'reviewPeriodStartAt')).toBe(moved);
    expect(await scheduleField(client.uid, 'nextReviewReminderAt')).toBe(addMonths(moved, 6));
    expect(await scheduleField(client.uid, 'nextLimitDecisionReviewAt')).toBe(addMonths(decidedAt, 12));

    expect(await reviewSchedules.run({})).toMatchObject({ changed: 0, done: true });
    await job.run({ now: addMonths(moved, 6) + DAY_MS });
    expect(await notesOf(client.uid, 'account_review')).toHaveLength(1);
  });
});
