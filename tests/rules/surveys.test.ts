import { describe, it } from 'vitest';
import {
  ALLOW,
  deleteField,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  sampleUser,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import { SURVEY_COLLECTIONS, surveyPaths } from '../../functions/src/shared/surveys/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

const harness = useRulesEnvironment();

/** A users/{uid}/surveys entry as submitSurvey writes it. */
function sampleSurvey(overrides: DocumentData = {}): DocumentData {
  return { score: 9, comment: 'Great streams', createdAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')), ...overrides };
}

describe('users/{uid}/surveys/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/surveys/{id}',
      doc: (ownerUid, id) => surveyPaths.survey(ownerUid, id),
      collection: (ownerUid) => surveyPaths.surveys(ownerUid),
      existing: () => sampleSurvey(),
      created: () => sampleSurvey(),
      updated: () => ({ score: 0 }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('survey timing cannot be forged from the client', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function ownUser(uid: string, overrides: DocumentData = {}) {
    await harness.seed((db) => db.doc(corePaths.user(uid)).set(sampleUser(uid, overrides)));
    return harness.db('owner', uid).doc(corePaths.user(uid));
  }

  it('the owner cannot set lastSurvey on their own user document (to put the survey off)', async () => {
    const ref = await ownUser('postponer');
    await expectOutcome(DENY, ref.update({ lastSurvey: timestampAt(Date.now() - DAY) }));
    await expectOutcome(DENY, ref.update({ lastSurvey: serverTimestamp() }));
    await expectOutcome(DENY, ref.set({ lastSurvey: serverTimestamp() }, { merge: true }));
  });

  it('the owner cannot remove or move back lastSurvey (to be asked again)', async () => {
    const ref = await ownUser('repeater', { lastSurvey: timestampAt(Date.now() - DAY) });
    await expectOutcome(DENY, ref.update({ lastSurvey: deleteField() }));
    await expectOutcome(DENY, ref.update({ lastSurvey: timestampAt(Date.now() - 90 * DAY) }));
  });

  it('the owner cannot slip lastSurvey in with a field they may write', async () => {
    const ref = await ownUser('smuggler');
    await expectOutcome(DENY, ref.update({ lastOnline: serverTimestamp(), lastSurvey: serverTimestamp() }));
    await expectOutcome(ALLOW, ref.update({ lastOnline: serverTimestamp() }));
  });

  it("a user cannot read someone else's answers, one by one or as a collection group", async () => {
    const answer = surveyPaths.survey('victim', 'answer-1');
    await harness.seed((db) => db.doc(answer).set(sampleSurvey({ comment: 'private' })));
    await expectOutcome(DENY, harness.db('other').doc(answer).get());
    await expectOutcome(DENY, harness.db('other').collection(surveyPaths.surveys('victim')).get());
    await expectOutcome(DENY, harness.db('other').collectionGroup(SURVEY_COLLECTIONS.surveys).get());
  });

  it("a user cannot store an answer for themselves or anyone else", async () => {
    await expectOutcome(DENY, harness.db('owner', 'victim').collection(surveyPaths.surveys('victim')).add(sampleSurvey()));
    await expectOutcome(DENY, harness.db('other').doc(surveyPaths.survey('victim', 'forged')).set(sampleSurvey({ score: 0 })));
  });
});
