import { describe, it } from 'vitest';
import { addMonths } from '../../functions/src/shared/core/dates';
import {
  ALLOW,
  DENY,
  deleteField,
  expectOutcome,
  sampleUser,
  serverTimestamp,
  useRulesEnvironment,
  type DocumentData,
  type RoleName,
} from './support';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

/**
 * Manage My Gambling lives on users/{uid}.preferences and agreements, which only the saveUserPreferences and
 * saveUserAgreement callables write. These are the ways a customer would try to lift their own protections.
 */
const harness = useRulesEnvironment();

const HOUR = 3_600_000;
const NOW = Date.now();

/** An excluded, paused user with lowered limits, a pending increase and marketing off, as the server stores it. */
const PROTECTED = {
  preferences: {
    version: 1,
    updatedAt: NOW - HOUR,
    marketingGeneral: { email: false, notifications: false },
    marketingGambling: { email: false, notifications: false },
    streamerIsLive: { email: true, notifications: true },
    gamblingDepositLimits: {
      daily: 2_000,
      weekly: 250_000,
      monthly: 500_000,
      updatedAt: NOW - HOUR,
      pending: { weekly: { amount: 250_000, effectiveAt: NOW + 23 * HOUR } },
      changedAt: { daily: NOW - HOUR, weekly: NOW - HOUR },
    },
    gamblingBetLimits: { bet: 1_000, match: 3_000, updatedAt: NOW - HOUR },
    gamblingSelfPause: { enabled: true, startDate: NOW - HOUR, endDate: NOW + 48 * HOUR },
    gamblingSelfExclude: { enabled: true, startDate: NOW - HOUR, endDate: addMonths(NOW - HOUR, 6) },
    gamblingRealityCheck: { hours: 1 },
  },
  agreements: { fundsProtectionNotice: { agreed: false, updatedAt: serverTimestamp() } },
};

let next = 0;

async function seededUser(stored: DocumentData = PROTECTED): Promise<string> {
  next += 1;
  const uid = `protected-${next}`;
  await harness.seed((db) => db.doc(corePaths.user(uid)).set(sampleUser(uid, stored)));
  return uid;
}

const ATTACKS: Array<[string, () => DocumentData]> = [
  ['lift the self-exclusion', () => ({ 'preferences.gamblingSelfExclude.enabled': false })],
  ['end the self-exclusion early', () => ({ 'preferences.gamblingSelfExclude.endDate': NOW - 1 })],
  ['remove the self-exclusion', () => ({ 'preferences.gamblingSelfExclude': deleteField() })],
  ['shorten the self-pause', () => ({ 'preferences.gamblingSelfPause.endDate': NOW + HOUR })],
  ['remove the self-pause', () => ({ 'preferences.gamblingSelfPause': { enabled: false, startDate: null, endDate: null } })],
  ['raise a deposit limit at once', () => ({ 'preferences.gamblingDepositLimits.daily': 100_000 })],
  ['bring a pending increase forward', () => ({ 'preferences.gamblingDepositLimits.pending.weekly.effectiveAt': NOW - 1 })],
  ['clear the 24-hour lock', () => ({ 'preferences.gamblingDepositLimits.changedAt': {} })],
  ['raise a bet limit', () => ({ 'preferences.gamblingBetLimits.bet': 10_000 })],
  ['turn marketing back on while excluded', () => ({ 'preferences.marketingGambling': { email: true, notifications: true } })],
  ['lengthen the reality check', () => ({ 'preferences.gamblingRealityCheck.hours': 4 })],
  ['replace all preferences', () => ({ preferences: { version: 1 } })],
  ['delete all preferences', () => ({ preferences: deleteField() })],
  ['accept the funds protection notice', () => ({ 'agreements.fundsProtectionNotice': { agreed: true, updatedAt: serverTimestamp() } })],
  ['record cookie consent', () => ({ 'agreements.cookiesConsent': { agreed: true, updatedAt: serverTimestamp() } })],
  ['replace the agreements', () => ({ agreements: {} })],
  ['hide a preference change behind a presence stamp', () => ({ lastOnline: serverTimestamp(), 'preferences.gamblingSelfPause.enabled': false })],
];

describe('owner attacks on their own preferences and agreements', () => {
  for (const [attack, fields] of ATTACKS) {
    it(`owner cannot ${attack}`, async () => {
      const uid = await seededUser();
      await expectOutcome(DENY, harness.db('owner', uid).doc(corePaths.user(uid)).update(fields()));
    });
  }

  it('owner cannot write preferences with set(..., { merge: true })', async () => {
    const uid = await seededUser();
    const write = harness.db('owner', uid).doc(corePaths.user(uid)).set(
      { preferences: { gamblingSelfExclude: { enabled: false, startDate: null, endDate: null } } },
      { merge: true },
    );
    await expectOutcome(DENY, write);
  });

  it('a user without preferences cannot create them', async () => {
    const uid = await seededUser({});
    const ref = harness.db('owner', uid).doc(corePaths.user(uid));
    await expectOutcome(DENY, ref.update({ preferences: { version: 1, gamblingDepositLimits: { daily: 100_000 } } }));
    await expectOutcome(DENY, ref.update({ agreements: { fundsProtectionNotice: { agreed: true, updatedAt: serverTimestamp() } } }));
  });

  it('owner can still read their preferences, and a presence stamp still saves', async () => {
    const uid = await seededUser();
    const ref = harness.db('owner', uid).doc(corePaths.user(uid));
    await expectOutcome(ALLOW, ref.get());
    await expectOutcome(ALLOW, ref.update({ lastOnline: serverTimestamp() }));
  });

  const others: Array<Exclude<RoleName, 'owner' | 'visitor'>> = ['other', 'streamer', 'organizer', 'admin', 'superAdmin'];
  for (const role of others) {
    it(`${role} cannot change someone else's self-exclusion`, async () => {
      const uid = await seededUser();
      await expectOutcome(DENY, harness.db(role, uid).doc(corePaths.user(uid)).update({ 'preferences.gamblingSelfExclude.enabled': false }));
    });
  }

  it('a visitor cannot change anyone’s preferences', async () => {
    const uid = await seededUser();
    await expectOutcome(DENY, harness.db('visitor').doc(corePaths.user(uid)).update({ 'preferences.gamblingSelfPause.enabled': false }));
  });
});
