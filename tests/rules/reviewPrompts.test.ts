import { describe, it } from 'vitest';
import {
  ADMINS_READ,
  ALLOW,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  row,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import { ACCOUNT_REVIEW_COLLECTIONS, accountReviewPaths } from '../../functions/src/shared/accountReview/firestorePaths';
import type { ReviewPromptDoc } from '../../functions/src/shared/accountReview/types';

const harness = useRulesEnvironment();
const DUE = Date.parse('2026-07-01T00:00:00Z');

/** A users/{uid}/reviewPrompts/{id} document as the reminder job writes it. */
function samplePrompt(overrides: DocumentData = {}): DocumentData {
  const prompt: ReviewPromptDoc<ReturnType<typeof timestampAt>> = {
    kind: 'account-review',
    dueAt: DUE,
    createdAt: timestampAt(DUE),
    dismissedAt: null,
  };
  return { ...prompt, ...overrides };
}

describe('users/{uid}/reviewPrompts/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/reviewPrompts/{id}',
      doc: (ownerUid, id) => accountReviewPaths.prompt(ownerUid, id),
      collection: (ownerUid) => accountReviewPaths.prompts(ownerUid),
      existing: () => samplePrompt(),
      created: () => samplePrompt(),
      // Dismissing: the one write a client makes.
      updated: () => ({ dismissedAt: serverTimestamp() }),
    },
    { ...ADMINS_READ, owner: row(ALLOW, ALLOW, DENY, ALLOW, DENY) },
  );
});

describe('users/{uid}/reviewPrompts: attacks', () => {
  const victim = 'victim';
  const prompt = accountReviewPaths.prompt(victim, 'account-review-1');
  const seed = (overrides: DocumentData = {}) => harness.seed((db) => db.doc(prompt).set(samplePrompt(overrides)));

  it("a user cannot dismiss someone else's prompt", async () => {
    await seed();
    await expectOutcome(DENY, harness.db('other').doc(prompt).update({ dismissedAt: serverTimestamp() }));
  });

  it("a user cannot read someone else's prompts, nor query every prompts collection", async () => {
    await seed();
    await expectOutcome(DENY, harness.db('other').doc(prompt).get());
    await expectOutcome(DENY, harness.db('other').collectionGroup(ACCOUNT_REVIEW_COLLECTIONS.reviewPrompts).get());
  });

  it('the owner cannot dismiss with a time of their choosing', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('owner', victim).doc(prompt).update({ dismissedAt: timestampAt(DUE - 86_400_000) }));
  });

  it('the owner cannot undo a dismissal, nor dismiss twice', async () => {
    await seed({ dismissedAt: timestampAt(DUE) });
    await expectOutcome(DENY, harness.db('owner', victim).doc(prompt).update({ dismissedAt: null }));
    await expectOutcome(DENY, harness.db('owner', victim).doc(prompt).update({ dismissedAt: serverTimestamp() }));
  });

  it('the owner cannot change what the prompt is about while dismissing it', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('owner', victim).doc(prompt).update({ dismissedAt: serverTimestamp(), kind: 'limit-decision' }));
  });

  it('the owner cannot create or delete a prompt', async () => {
    await expectOutcome(DENY, harness.db('owner', victim).doc(accountReviewPaths.prompt(victim, 'forged')).set(samplePrompt()));
    await seed();
    await expectOutcome(DENY, harness.db('owner', victim).doc(prompt).delete());
  });
});
