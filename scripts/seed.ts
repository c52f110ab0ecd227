/**
 * Seeds the emulators with one demo account per role and the feature flags, then runs the data migrations
 * (functions/src/migrations/registry.ts). Run by `npm run dev`; safe to run again (accounts and flags that
 * exist are left alone, opening balances carry ledger idempotency keys, migrations find nothing left to do).
 */
import { getAuth } from 'firebase-admin/auth';
import { addMonths } from '../functions/src/shared/core/dates';
import { db } from '../functions/src/core/admin';
import { runLedger } from '../functions/src/ledger/ledger';
import { claimsForRoles } from '../functions/src/shared/core/roles';
import { ensureUserDocument } from '../functions/src/users/newUser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './lib/demo-accounts';
import { corePaths } from '../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../functions/src/shared/remoteConfig/firestorePaths';
import { seedBattles } from './lib/demo-battles';
import { runMigrations } from '../functions/src/migrations/registry';
import { seedStreams } from './lib/seed-streams';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('The seed only runs against the emulators: use `npm run dev` or `npm run emulators:exec -- "npm run seed"`.');
  process.exit(1);
}

const auth = getAuth();

async function authUid(account: DemoAccount): Promise<string> {
  try {
    return (await auth.getUserByEmail(account.email)).uid;
  } catch {
    const user = await auth.createUser({
      email: account.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName: account.username,
    });
    return user.uid;
  }
}

/**
 * A 6-month self-exclusion that ended a month ago, not lifted: written once, when the account is created, so that
 * a lift on the support desk survives the next seed.
 */
function endedSelfExclusion(now: number) {
  const endDate = addMonths(now, -1);
  return {
    isVerified: true,
    'preferences.gamblingSelfExclude': { enabled: true, startDate: addMonths(endDate, -6), endDate },
    'preferences.updatedAt': addMonths(endDate, -6),
  };
}

async function seedAccount(account: DemoAccount): Promise<string> {
  const uid = await authUid(account);
  const { created } = await ensureUserDocument({ uid, email: account.email, requestedUsername: account.username, signInMethod: 'email' });
  const claims = claimsForRoles(account.roles);
  await auth.setCustomUserClaims(uid, claims);
  await db.doc(corePaths.user(uid)).update({
    ...claims,
    isNew: false,
    // The identity check grants betting eligibility; the demo bettor comes verified and eligible.
    ...(account.bettor
      ? { isVerified: true, features: { betting: true, bets: { enabled: true }, challenges: { enabled: true, custom: true } } }
      : {}),
    ...(account.endedSelfExclusion && created ? endedSelfExclusion(Date.now()) : {}),
  });
  if (account.cash || account.credits || account.bonusChestCredits) {
    await runLedger([
      {
        uid,
        idempotencyKey: 'demo_opening_balance',
        type: 'system_adjustment',
        cash: account.cash,
        credits: account.credits,
        bonusChestCredits: account.bonusChestCredits,
        reason: 'demo_opening_balance',
      },
    ]);
  }
  return uid;
}

/** Development shows every payment method: flags are written only where none exist, so later edits stand. */
async function seedFlags(): Promise<void> {
  const flags = db.doc(remoteConfigPaths.config('flags'));
  if ((await flags.get()).exists) return;
  await flags.set({ paypal: true, truelayer: true, betting: true, geoblock: false });
}

const uids = new Map<string, string>();
for (const account of DEMO_ACCOUNTS) uids.set(account.email, await seedAccount(account));
await seedFlags();
const streams = await seedStreams(auth, uids);
const uidOf = async (email: string) => (await auth.getUserByEmail(email)).uid;
const battles = await seedBattles(await uidOf('organizer@clutchpot.test'), await uidOf('bettor@clutchpot.test'));
// Data kept from earlier versions (an emulator export) is brought to the current form; a fresh seed has none.
for (const { id, result } of await runMigrations()) console.log(`Migration ${id}: ${result.messages.join('; ')}`);
console.log(
  `Seeded ${DEMO_ACCOUNTS.length} demo accounts, the feature flags, ${streams} streams${battles ? ', teams and a battle in every status' : ''}.`,
);
process.exit(0);
