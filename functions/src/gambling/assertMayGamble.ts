import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { configRefs, flagsIn, settingsIn } from '../remoteConfig/readRemoteConfig';
import { callerRegion } from './callerRegion';
import { refusalError } from './refusal';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import type { FeatureFlags } from '../shared/remoteConfig/featureFlags';
import { depositRefusal, wagerRefusal, type GamblingRefusal } from '../shared/gambling/refusals';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/*
 * The one server-side gambling check (DECISIONS.md "Responsible gambling"): every money-in and wager callable
 * calls one of these before it asks a provider or writes anything. Identity verification includes the 18+ check
 * (the identity provider declines anyone under 18). Withdrawals do not come here: paused, excluded and geoblocked
 * customers must always be able to take their money out.
 */

/** What the check reads: the caller's user document (undefined when missing) and the live configuration. */
export interface GamblingState {
  user: Partial<UserDoc> | undefined;
  flags: FeatureFlags;
  settings: AppSettings;
}

/**
 * The caller's user document, config/flags and config/app in one round trip (read fresh on every call, so a
 * flag switched off stops the very next call), with `extra` documents riding along (a request record, say).
 */
export async function readGamblingState(uid: string, extra: DocumentReference[] = []): Promise<{ state: GamblingState; extra: DocumentSnapshot[] }> {
  const [userSnap, flagsSnap, settingsSnap, ...rest] = await db.getAll(db.doc(corePaths.user(uid)), ...configRefs(), ...extra);
  return {
    state: { user: userSnap!.data() as Partial<UserDoc> | undefined, flags: flagsIn(flagsSnap!), settings: settingsIn(settingsSnap!) },
    extra: rest,
  };
}

function existing(user: Partial<UserDoc> | undefined): Partial<UserDoc> {
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  return user;
}

/**
 * The user document from `state` (read now when not given), once `refusalOf` finds nothing against it and the
 * caller's region is allowed.
 */
async function assertAllowed(
  uid: string,
  raw: CallableRequest<unknown>,
  state: GamblingState | undefined,
  refusalOf: (user: Partial<UserDoc>, state: GamblingState) => GamblingRefusal | null,
): Promise<Partial<UserDoc>> {
  const read = state ?? (await readGamblingState(uid)).state;
  const user = existing(read.user);
  const refusal = refusalOf(user, read);
  if (refusal) throw refusalError(refusal);
  const region = await callerRegion(raw, read);
  if (region.refusal) throw refusalError(region.refusal);
  return user;
}

/**
 * Refuses unless `uid` may put money in now: an existing, verified user who is neither paused nor excluded
 * (nor excluded by support), who has made the limit decision before a first deposit (set deposit limits or
 * confirmed no limit), calling from an allowed region while the geoblock flag is on. Returns their user
 * document. Deposit limits and the payment method's flag stay with the deposit callables (they need the amount
 * and the gateway); pass `state` when it has been read already.
 */
export function assertMayPutMoneyIn(uid: string, raw: CallableRequest<unknown>, now: number, state?: GamblingState): Promise<Partial<UserDoc>> {
  return assertAllowed(uid, raw, state, (user) => depositRefusal(user, now));
}

/**
 * Refuses unless `uid` may stake money now: the global betting flag and the user's own betting feature on, plus
 * everything assertMayPutMoneyIn checks. Bet and match limits stay with the wager path, which knows the stake
 * (functions/src/wagers/placeWager.ts); pass `state` when it has been read already.
 */
export function assertMayWager(uid: string, raw: CallableRequest<unknown>, now: number, state?: GamblingState): Promise<Partial<UserDoc>> {
  return assertAllowed(uid, raw, state, (user, read) => wagerRefusal(user, read.flags, now));
}
