import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { createAccount, expectServerTimestamp, signIn, userDoc, visitor } from './support';
import { SURVEY_COMMENT_MAX } from '../../functions/src/shared/surveys/schemas';
import type { SurveyDoc } from '../../functions/src/shared/surveys/types';
import { surveyPaths } from '../../functions/src/shared/surveys/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { surveyMessages } from '../../functions/src/shared/surveys/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

const DAY_MS = 24 * 60 * 60 * 1000;

async function surveys(uid: string): Promise<SurveyDoc<Timestamp>[]> {
  return (await adminDb.collection(surveyPaths.surveys(uid)).get()).docs.map((doc) => doc.data() as SurveyDoc<Timestamp>);
}

/** An account whose survey is due: it last answered `daysAgo` days ago (or, with null, signed up 61 days ago). */
async function dueAccount(daysAgo: number | null = 61) {
  const user = await createAccount();
  const past = Timestamp.fromMillis(Date.now() - (daysAgo ?? 61) * DAY_MS);
  await adminDb.doc(corePaths.user(user.uid)).update(daysAgo === null ? { timestamp: past } : { lastSurvey: past });
  return user;
}

describe('submitSurvey', () => {
  it('stores the answer and lastSurvey for a user who is due, then refuses a second answer right after', async () => {
    const user = await dueAccount(61);
    const before = Date.now();
    const { lastSurvey } = await user.call('submitSurvey', { score: 9, comment: 'Great streams' });

    const stored = await surveys(user.uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 9, comment: 'Great streams' });
    expectServerTimestamp(stored[0]?.createdAt);
    const doc = await userDoc(user.uid);
    expect(doc?.lastSurvey?.toMillis()).toBe(lastSurvey);
    expect(stored[0]?.createdAt.toMillis()).toBe(lastSurvey);
    expect(lastSurvey).toBeGreaterThanOrEqual(before - 60_000);

    const again = await expectCallableError(user.call('submitSurvey', { score: 0, comment: 'Again' }), 'failed-precondition');
    expect(again).toBe(surveyMessages.surveyNotDue);
    expect(await surveys(user.uid)).toEqual(stored);
    expect((await userDoc(user.uid))?.lastSurvey?.toMillis()).toBe(lastSurvey);
  });

  it('counts from sign-up when the user never answered, and stores an empty comment when there is none', async () => {
    const user = await dueAccount(null);
    await user.call('submitSurvey', { score: 0 });
    const stored = await surveys(user.uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 0, comment: '' });
  });

  it('refuses a user whose survey is not due: a new account, or one that answered 59 days ago', async () => {
    const fresh = await createAccount();
    const answered = await dueAccount(59);
    for (const user of [fresh, answered]) {
      const before = await userDoc(user.uid);
      const message = await expectCallableError(user.call('submitSurvey', { score: 10 }), 'failed-precondition');
      expect(message).toBe(surveyMessages.surveyNotDue);
      expect(await surveys(user.uid)).toEqual([]);
      expect(await userDoc(user.uid)).toEqual(before);
    }
  });

  it('refuses bad input with the shared message, writing nothing', async () => {
    const user = await dueAccount(61);
    const before = await userDoc(user.uid);
    const cases: Array<[payload: unknown, message: string]> = [
      [{ score: 11 }, surveyMessages.surveyScoreRequired],
      [{ score: -1 }, surveyMessages.surveyScoreRequired],
      [{ score: 7.5 }, surveyMessages.surveyScoreRequired],
      [{ score: 'ten' }, surveyMessages.surveyScoreRequired],
      [{ score: '9' }, surveyMessages.surveyScoreRequired],
      [{ score: null }, surveyMessages.surveyScoreRequired],
      [{}, surveyMessages.surveyScoreRequired],
      [{ comment: 'No score' }, surveyMessages.surveyScoreRequired],
      [{ score: 8, comment: 'x'.repeat(SURVEY_COMMENT_MAX + 1) }, surveyMessages.surveyCommentTooLong],
    ];
    for (const [payload, message] of cases) {
      expect(await expectCallableError(user.call('submitSurvey', payload), 'invalid-argument'), JSON.stringify(payload)).toBe(message);
    }
    for (const payload of [null, { score: 8, lastSurvey: 0 }, { score: 8, comment: 'Hi', uid: 'someone-else' }, { score: 8, comment: 42 }]) {
      await expectCallableError(user.call('submitSurvey', payload), 'invalid-argument');
    }
    expect(await surveys(user.uid)).toEqual([]);
    expect(await userDoc(user.uid)).toEqual(before);

    // The longest comment allowed still goes through.
    await user.call('submitSurvey', { score: 8, comment: 'x'.repeat(SURVEY_COMMENT_MAX) });
    expect(await surveys(user.uid)).toHaveLength(1);
  });

  it('refuses visitors and callers without an account', async () => {
    await expectCallableError((await visitor()).call('submitSurvey', { score: 5 }), 'unauthenticated');
    const stranger = await signIn();
    expect(await expectCallableError(stranger.call('submitSurvey', { score: 5 }), 'not-found')).toBe(coreMessages.userNotFound);
    expect(await userDoc(stranger.uid)).toBeUndefined();
    expect(await surveys(stranger.uid)).toEqual([]);
  });
});
