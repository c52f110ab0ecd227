import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { readFlags } from '../remoteConfig/readRemoteConfig';
import { callerRegion } from './callerRegion';
import { refusalError } from './refusal';
import type { FeatureFlags } from '../shared/remoteConfig/featureFlags';
import { moneyInRefusal, wagerRefusal } from '../shared/gambling/refusals';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/*
 * The one server-side gambling check (DECISIONS.md "Responsible gambling"): every money-in and wager callable
 * calls one of these before it asks a provider or writes anything. Identity verification includes the 18+ check
 * (the identity provider declines anyone under 18). Withdrawals do not come here: paused, excluded and geoblocked
 * customers must always be able to take their money out.
 */

async function readUser(uid: string): Promise<Partial<UserDoc>> {
  const user = (await db.doc(corePaths.user(uid)).get()).data() as Partial<UserDoc> | undefined;
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  return user;
}

async function assertRegionAllowed(raw: CallableRequest<unknown>, flags?: FeatureFlags): Promise<void> {
  const region = await callerRegion(raw, flags);
  if (region.refusal) throw refusalError(region.refusal);
}

/**
 * Refuses unless `uid` may put money in now: an existing, verified user who is neither paused nor excluded
 * (nor excluded by support), calling from an allowed region while the geoblock flag is on. Returns their user
 * document. Deposit limits and the payment method's flag stay with the deposit callables (they need the amount
 * and the gateway); pass `flags` when they have been read already.
 */
export async function assertMayPutMoneyIn(
  uid: string,
  raw: CallableRequest<unknown>,
  now: number,
  flags?: FeatureFlags,
): Promise<Partial<UserDoc>> {
  const user = await readUser(uid);
  const refusal = moneyInRefusal(user, now);
  if (refusal) throw refusalError(refusal);
  await assertRegionAllowed(raw, flags);
  return user;
}

/**
 * Refuses unless `uid` may stake money now: the global betting flag and the user's own betting feature on, plus
 * everything assertMayPutMoneyIn checks. Bet and match limits stay with the bet callables, which know the stake
 * and the stream (functions/src/preferences/betLimits.ts).
 */
export async function assertMayWager(uid: string, raw: CallableRequest<unknown>, now: number): Promise<Partial<UserDoc>> {
  const [user, flags] = await Promise.all([readUser(uid), readFlags()]);
  const refusal = wagerRefusal(user, flags, now);
  if (refusal) throw refusalError(refusal);
  await assertRegionAllowed(raw, flags);
  return user;
}
