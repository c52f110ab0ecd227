import { describe, it } from 'vitest';
import {
  ALLOW,
  DENY,
  NOTHING,
  deleteField,
  describeFirestoreMatrix,
  expectOutcome,
  row,
  sampleUser,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
  type Outcome,
} from './support';
import { CORE_COLLECTIONS, corePaths } from '../../functions/src/shared/core/firestorePaths';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';

const harness = useRulesEnvironment();

describe('users/{uid} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}',
      doc: (ownerUid) => corePaths.user(ownerUid),
      collection: () => CORE_COLLECTIONS.users,
      existing: (ownerUid) => sampleUser(ownerUid),
      created: (ownerUid) => sampleUser(ownerUid),
      // The one kind of update a client makes: a presence stamp.
      updated: () => ({ lastOnline: serverTimestamp() }),
    },
    {
      //                get    list   create update delete
      visitor: NOTHING,
      other: NOTHING,
      owner: row(ALLOW, DENY, DENY, ALLOW, DENY),
      streamer: NOTHING,
      organizer: NOTHING,
      admin: row(ALLOW, ALLOW, DENY, DENY, DENY),
      superAdmin: row(ALLOW, ALLOW, DENY, DENY, DENY),
    },
  );
});

let nextUser = 0;

/** Seeds a fresh user document and returns the owner's uid and their own Firestore client's reference to it. */
async function ownUser(overrides: DocumentData = {}) {
  nextUser += 1;
  const uid = `player-${nextUser}`;
  await harness.seed((db) => db.doc(corePaths.user(uid)).set(sampleUser(uid, overrides)));
  return { uid, ref: harness.db('owner', uid).doc(corePaths.user(uid)) };
}

/** Seeds a user, then checks the owner's update of `fields` against the rules. */
async function ownerUpdate(outcome: Outcome, fields: () => DocumentData, stored: DocumentData = {}): Promise<void> {
  const { ref } = await ownUser(stored);
  await expectOutcome(outcome, ref.update(fields()));
}

const HOUR = 60 * 60 * 1000;

describe('users/{uid}: owner writes that are allowed', () => {
  it('owner can set lastNotificationRead to a past time', () =>
    ownerUpdate(ALLOW, () => ({ lastNotificationRead: timestampAt(Date.now() - HOUR) })));

  it('owner can set lastNotificationRead with serverTimestamp()', () =>
    ownerUpdate(ALLOW, () => ({ lastNotificationRead: serverTimestamp() })));

  it('owner can set lastLoggedIn with serverTimestamp()', () =>
    ownerUpdate(ALLOW, () => ({ lastLoggedIn: serverTimestamp() })));

  it('owner can set lastOnline with serverTimestamp()', () =>
    ownerUpdate(ALLOW, () => ({ lastOnline: serverTimestamp() })));

  it('owner can set isNew to false', () => ownerUpdate(ALLOW, () => ({ isNew: false }), { isNew: true }));

  it('owner can set isNew to true when the document has no isNew field', () =>
    ownerUpdate(ALLOW, () => ({ isNew: true }), { isNew: undefined }));

  it('owner can write all allowed fields at once', () =>
    ownerUpdate(ALLOW, () => ({
      lastNotificationRead: timestampAt(Date.now() - HOUR),
      lastLoggedIn: serverTimestamp(),
      lastOnline: serverTimestamp(),
      isNew: false,
    })));

  it('owner can write an allowed field with set(..., { merge: true })', async () => {
    const { ref } = await ownUser();
    await expectOutcome(ALLOW, ref.set({ lastOnline: serverTimestamp() }, { merge: true }));
  });
});

/** Fields only the server writes, with a value an attacker would like. Dotted keys update nested fields. */
const SERVER_ONLY_WRITES: Array<[field: string, fields: () => DocumentData]> = [
  ['account.balance', () => ({ 'account.balance': 1_000_000_00 })],
  ['account.credits', () => ({ 'account.credits': 500 })],
  ['account.bonus', () => ({ 'account.bonus': { balance: 0, credits: 500 } })],
  ['account.bonus.credits', () => ({ 'account.bonus.credits': 500 })],
  ['account (the whole map)', () => ({ account: { balance: 1_000_000_00, credits: 0 } })],
  ['roles', () => ({ roles: ['user', 'streamer', 'organizer', 'admin', 'superAdmin'] })],
  ['isAdmin', () => ({ isAdmin: true })],
  ['superAdmin', () => ({ superAdmin: true })],
  ['isVerified', () => ({ isVerified: true })],
  ['verification', () => ({ verification: { inquiryId: 'inq_mine', status: 'approved', updatedAt: serverTimestamp() } })],
  ['verification.status', () => ({ 'verification.status': 'approved' })],
  ['verification (removing a denial, to try again)', () => ({ verification: deleteField() })],
  ['features', () => ({ features: { betting: true, bets: { enabled: true }, challenges: { enabled: true, custom: true } } })],
  ['features.betting', () => ({ 'features.betting': true })],
  ['exclusion (removing it)', () => ({ exclusion: deleteField() })],
  ['exclusion (changing it)', () => ({ exclusion: 'No' })],
  ['username', () => ({ username: 'SomeoneFamous', usernameLower: 'someonefamous' })],
  ['email', () => ({ email: 'attacker@example.test' })],
  ['image', () => ({ image: 'https://evil.example/logo.png' })],
  ['referredBy', () => ({ referredBy: 'a-friend' })],
  ['id', () => ({ id: 'someone-else' })],
  ['timestamp', () => ({ timestamp: serverTimestamp() })],
  ['preferences', () => ({ preferences: { gamblingSelfExclude: { enabled: false } } })],
  ['preferences (removing them)', () => ({ preferences: deleteField() })],
  ['preferences.gamblingSelfExclude.enabled', () => ({ 'preferences.gamblingSelfExclude.enabled': false })],
  ['preferences.gamblingSelfPause.endDate', () => ({ 'preferences.gamblingSelfPause.endDate': Date.now() - HOUR })],
  ['preferences.gamblingDepositLimits.daily', () => ({ 'preferences.gamblingDepositLimits.daily': 1_000_000_00 })],
  ['preferences.gamblingDepositLimits.pending', () => ({ 'preferences.gamblingDepositLimits.pending': { daily: { amount: 100_000, effectiveAt: 0 } } })],
  ['preferences.gamblingBetLimits.bet', () => ({ 'preferences.gamblingBetLimits.bet': 1_000_000 })],
  ['preferences.marketingGambling', () => ({ 'preferences.marketingGambling': { email: true, notifications: true } })],
  ['agreements', () => ({ agreements: { fundsProtectionNotice: { agreed: true, updatedAt: serverTimestamp() } } })],
  ['agreements.fundsProtectionNotice', () => ({ 'agreements.fundsProtectionNotice': { agreed: false, updatedAt: serverTimestamp() } })],
  ['paypalEmail', () => ({ paypalEmail: 'mule@example.test' })],
  ['paypalEmail (removing it)', () => ({ paypalEmail: deleteField() })],
  ['providers', () => ({ providers: { truelayer: { accountHolderName: 'Mule', accountLabel: '****9999', beneficiaryReference: 'mule' } } })],
  ['providers.truelayer.beneficiaryReference', () => ({ 'providers.truelayer.beneficiaryReference': 'mule' })],
  ['lastBonusAt (removing it, to skip the bonus cooldown)', () => ({ lastBonusAt: deleteField() })],
  ['lastBonusAt (moving it back)', () => ({ lastBonusAt: timestampAt(Date.parse('2020-01-01T00:00:00Z')) })],
  ['firstDepositAt', () => ({ firstDepositAt: serverTimestamp() })],
  ['depositLimitDecision (making it, to skip the limit step)', () => ({ depositLimitDecision: { choice: 'none', at: Date.now() } })],
  ['depositLimitDecision.choice', () => ({ 'depositLimitDecision.choice': 'none' })],
  ['depositLimitDecision (removing it)', () => ({ depositLimitDecision: deleteField() })],
  ['exclusion (setting it on a profile without one)', () => ({ exclusion: 'No' })],
  ['harm.held (lifting a hold on deposits and betting)', () => ({ 'harm.held': false })],
  ['harm (removing it)', () => ({ harm: deleteField() })],
  ['account.wagers', () => ({ 'account.wagers': { total: 1_000_000_00, credits: 0, cash: 1_000_000_00, count: 1 } })],
  ['account.bonus.balance (wagering progress)', () => ({ 'account.bonus.balance': 1_999 })],
  ['nextReviewReminderAt (putting off the account review reminder)', () => ({ nextReviewReminderAt: timestampAt(Date.parse('2099-01-01T00:00:00Z')) })],
  ['nextReviewReminderAt (removing it)', () => ({ nextReviewReminderAt: deleteField() })],
  ['reviewPeriodStartAt', () => ({ reviewPeriodStartAt: timestampAt(Date.parse('2099-01-01T00:00:00Z')) })],
  ['lastActivityAt', () => ({ lastActivityAt: timestampAt(Date.parse('2020-01-01T00:00:00Z')) })],
  ['nextLimitDecisionReviewAt (putting off the no-limit question)', () => ({ nextLimitDecisionReviewAt: timestampAt(Date.parse('2099-01-01T00:00:00Z')) })],
  ['a new field', () => ({ somethingNew: true })],
];

/** A profile carrying every server-only field, so removing or changing one is a real change. */
const SERVER_FIELDS: DocumentData = {
  exclusion: 'Yes',
  verification: { inquiryId: 'inq_1', status: 'denied', reason: 'under18', updatedAt: timestampAt(Date.parse('2026-01-01T00:00:00Z')) },
  paypalEmail: 'player@example.test',
  providers: { truelayer: { accountHolderName: 'Player One', accountLabel: '****1234', beneficiaryReference: 'ref-1' } },
  agreements: { fundsProtectionNotice: { agreed: true, updatedAt: timestampAt(Date.parse('2026-01-01T00:00:00Z')) } },
  lastBonusAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
  firstDepositAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
  depositLimitDecision: { choice: 'limits', at: Date.parse('2026-01-01T00:00:00Z') },
  lastActivityAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
  reviewPeriodStartAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
  nextReviewReminderAt: timestampAt(Date.parse('2026-07-02T00:00:00Z')),
  nextLimitDecisionReviewAt: timestampAt(Date.parse('2027-01-01T00:00:00Z')),
  harm: { held: true, strong: true },
  preferences: {
    version: 1,
    gamblingDepositLimits: { daily: 10_000, weekly: 20_000, monthly: 30_000, updatedAt: Date.parse('2026-01-01T00:00:00Z') },
    gamblingSelfPause: { enabled: true, startDate: Date.parse('2026-01-01T00:00:00Z'), endDate: Date.parse('2099-01-01T00:00:00Z') },
    gamblingSelfExclude: { enabled: true, startDate: Date.parse('2026-01-01T00:00:00Z'), endDate: Date.parse('2099-01-01T00:00:00Z') },
  },
};

describe('users/{uid}: owner writes to server-only fields are denied', () => {
  for (const [field, fields] of SERVER_ONLY_WRITES) {
    const stored = field.startsWith('exclusion (setting')
      ? { exclusion: undefined }
      : field.startsWith('depositLimitDecision (making')
        ? { depositLimitDecision: undefined }
        : SERVER_FIELDS;
    it(`owner cannot write their own ${field}`, () => ownerUpdate(DENY, fields, stored));
  }

  it('owner cannot smuggle preferences in with an allowed field', () =>
    ownerUpdate(DENY, () => ({ lastOnline: serverTimestamp(), 'preferences.gamblingSelfExclude.enabled': false }), SERVER_FIELDS));

  it('owner cannot write a ledger entry and the matching balance in one batch', async () => {
    const { uid, ref } = await ownUser();
    const db = harness.db('owner', uid);
    const batch = db.batch();
    batch.set(db.doc(ledgerPaths.transaction(uid, 'forged')), { type: 'add_balance', amount: 100_000, balanceAfter: 102_500 });
    batch.update(ref, { 'account.balance': 102_500 });
    await expectOutcome(DENY, batch.commit());
  });

  it('owner cannot write a notification for themselves in a batch with an allowed field', async () => {
    const { uid, ref } = await ownUser();
    const db = harness.db('owner', uid);
    const batch = db.batch();
    batch.update(ref, { lastOnline: serverTimestamp() });
    batch.set(db.doc(notificationPaths.notification(uid, 'forged')), { type: 'deposit', variables: { amount: 100_000 }, timestamp: serverTimestamp() });
    await expectOutcome(DENY, batch.commit());
  });

  it('owner cannot smuggle account.balance in with an allowed field', () =>
    ownerUpdate(DENY, () => ({ lastOnline: serverTimestamp(), 'account.balance': 1_000_000_00 })));

  it('owner cannot replace their document with set() (it removes server fields)', async () => {
    const { ref } = await ownUser();
    await expectOutcome(DENY, ref.set({ lastOnline: serverTimestamp(), isNew: false }));
  });
});

describe('users/{uid}: owner writes to allowed fields with bad values are denied', () => {
  it('owner cannot set lastLoggedIn to an arbitrary past timestamp', () =>
    ownerUpdate(DENY, () => ({ lastLoggedIn: timestampAt(Date.now() - HOUR) })));

  it('owner cannot set lastLoggedIn to a future timestamp', () =>
    ownerUpdate(DENY, () => ({ lastLoggedIn: timestampAt(Date.now() + HOUR) })));

  it('owner cannot set lastOnline to an arbitrary past timestamp', () =>
    ownerUpdate(DENY, () => ({ lastOnline: timestampAt(Date.now() - HOUR) })));

  it('owner cannot set lastOnline to a future timestamp', () =>
    ownerUpdate(DENY, () => ({ lastOnline: timestampAt(Date.now() + HOUR) })));

  it('owner cannot remove lastLoggedIn', () =>
    ownerUpdate(DENY, () => ({ lastLoggedIn: deleteField() }), { lastLoggedIn: timestampAt(Date.now() - HOUR) }));

  it('owner cannot set lastNotificationRead in the future', () =>
    ownerUpdate(DENY, () => ({ lastNotificationRead: timestampAt(Date.now() + HOUR) })));

  it('owner cannot set lastNotificationRead to something that is not a timestamp', () =>
    ownerUpdate(DENY, () => ({ lastNotificationRead: Date.now() - HOUR })));

  it('owner cannot set isNew back to true when it was false', () =>
    ownerUpdate(DENY, () => ({ isNew: true }), { isNew: false }));

  it('owner cannot remove isNew (to set it to true afterwards)', () =>
    ownerUpdate(DENY, () => ({ isNew: deleteField() }), { isNew: false }));

  it('owner cannot set isNew to something that is not a boolean', () =>
    ownerUpdate(DENY, () => ({ isNew: 'yes' }), { isNew: undefined }));
});

describe('users/{uid}: other attacks', () => {
  it('owner cannot create their own user document', async () => {
    const uid = 'self-made';
    await expectOutcome(
      DENY,
      harness.db('owner', uid).doc(corePaths.user(uid)).set(sampleUser(uid, { account: { balance: 1_000_000_00 } })),
    );
  });

  it('owner cannot create their own user document with only allowed fields', async () => {
    const uid = 'self-made-minimal';
    await expectOutcome(DENY, harness.db('owner', uid).doc(corePaths.user(uid)).set({ lastOnline: serverTimestamp() }));
  });

  it('owner cannot delete their own user document', async () => {
    const { ref } = await ownUser();
    await expectOutcome(DENY, ref.delete());
  });

  it("a user cannot update someone else's lastOnline", async () => {
    const { uid } = await ownUser();
    await expectOutcome(DENY, harness.db('other').doc(corePaths.user(uid)).update({ lastOnline: serverTimestamp() }));
  });

  it("an admin cannot change a user's balance from the client", async () => {
    const { uid } = await ownUser();
    await expectOutcome(DENY, harness.db('admin').doc(corePaths.user(uid)).update({ 'account.balance': 0 }));
  });

  it("a superAdmin cannot change a user's roles from the client", async () => {
    const { uid } = await ownUser();
    await expectOutcome(DENY, harness.db('superAdmin').doc(corePaths.user(uid)).update({ roles: ['user', 'admin'] }));
  });

  it('a user cannot query users, even filtered to their own document', async () => {
    const { uid } = await ownUser();
    const query = harness.db('owner', uid).collection(CORE_COLLECTIONS.users).where('id', '==', uid);
    await expectOutcome(DENY, query.get());
  });
});
