/** The real side of the money simulation: signed-in users, staff and battles on the emulators. */
import { admin, organizer, type SignedInClient } from '../functions/battleSupport';
import { createPayoutUser } from '../functions/payoutSupport';
import { OPEN_PROMOTION, setAppSettings, setFlags, setUserFields } from '../functions/walletSupport';
import { setConfig } from '../functions/regionSupport';
import { signIn, type AccountUser } from '../functions/support';
import { clearFirestore } from '../support/reset';
import { expectCallableError } from '../support/client';
import { walletMessages } from '../../functions/src/shared/wallet/messages';

export interface RealBattle {
  battleId: string;
  /** The competitors' uids, side 0 (challenger) then side 1 (opponent). */
  sides: [string, string];
}

export interface RealStream {
  streamId: string;
  puuid: string;
  /** Bet and Kills + Win ids, in the order the model records them. */
  bets: string[];
  parlays: string[];
}

export interface World {
  users: AccountUser[];
  /** A support agent (superAdmin) for adjustments and bonus credits. */
  desk: SignedInClient;
  organizer: SignedInClient;
  admin: SignedInClient;
  battles: RealBattle[];
  /** Event ids, in the order the model numbers them. */
  events: string[];
  /** PayPal batch ids of payouts that completed, in the order they did. */
  completedPayouts: string[];
  /** Live streamers with a Riot history, in the order the model numbers them. */
  streams: RealStream[];
  /** The streamer taking challenges (set up by the first challenge), and challenge ids in the model's order. */
  challengeStreamer: SignedInClient | null;
  challenges: string[];
  /** Counts and timings for the closing report. */
  stats: WorldStats;
}

export interface WorldStats {
  commands: Record<string, number>;
  faults: Record<string, number>;
  checks: number;
  /** Time spent creating worlds, running commands and checking invariants (ms). */
  ms: { worlds: number; commands: number; checks: number; byCommand: Record<string, number> };
}

/**
 * A fresh world: an empty database (so that every check reads this world's documents only, however long the run),
 * then `users` verified users who may deposit, bet and withdraw to PayPal, with nothing in their accounts yet.
 */
export async function createWorld(users: number, stats: World['stats']): Promise<World> {
  await clearFirestore();
  await setConfig({ betting: true, truelayer: true });
  await setFlags({ truelayer: true });
  await setAppSettings({ bonus: OPEN_PROMOTION });
  const created = await Promise.all(
    Array.from({ length: users }, async () => {
      const user = await createPayoutUser({ balance: 0 });
      await setUserFields(user.uid, { 'features.betting': true });
      return user;
    }),
  );
  const [desk, organizerClient, adminClient] = await Promise.all([signIn({ roles: ['superAdmin'] }), organizer(), admin()]);
  return {
    users: created,
    desk,
    organizer: organizerClient,
    admin: adminClient,
    battles: [],
    events: [],
    completedPayouts: [],
    streams: [],
    challengeStreamer: null,
    challenges: [],
    stats,
  };
}

export function count(world: World, kind: string, fault: string | null): void {
  world.stats.commands[kind] = (world.stats.commands[kind] ?? 0) + 1;
  if (fault) world.stats.faults[fault] = (world.stats.faults[fault] ?? 0) + 1;
}

export interface Outcome<T> {
  ok: boolean;
  value?: T;
  code?: string;
  message?: string;
}

export const outcomeOf = <T>(call: Promise<T>): Promise<Outcome<T>> =>
  call.then(
    (value) => ({ ok: true, value }),
    (error: { code?: string; message?: string }) => ({ ok: false, code: error.code, message: error.message?.replace(/ \[\d{3}\]$/, '') }),
  );

/** A call that waited longer than the money lock allows is refused as busy and moves nothing. */
export const isBusy = (outcome: Outcome<unknown>) => outcome.code === 'functions/unavailable' && outcome.message === walletMessages.walletBusy;

/** How a request is sent: once, twice in a row with the same request id, or twice at once. */
export type Delivery = 'once' | 'twice' | 'parallel';

/**
 * Sends `call` as `delivery` says (each call re-sends the same request). Every answer must be a success or a busy
 * refusal, and at least one a success: a repeat is answered with the first result, never a second effect.
 */
export async function deliver<T>(delivery: Delivery, call: () => Promise<T>): Promise<Outcome<T>[]> {
  if (delivery === 'once') return [await outcomeOf(call())];
  if (delivery === 'twice') return [await outcomeOf(call()), await outcomeOf(call())];
  return Promise.all([outcomeOf(call()), outcomeOf(call())]);
}

/** Asserts the answers to one request (sent once or repeated) are successes or busy refusals, at least one a success. */
export function expectAnswered<T>(what: string, outcomes: Outcome<T>[]): T {
  const unexpected = outcomes.filter((outcome) => !outcome.ok && !isBusy(outcome));
  const first = outcomes.find((outcome) => outcome.ok);
  if (unexpected.length > 0 || !first) throw new Error(`${what}: unexpected answers ${JSON.stringify(outcomes)}`);
  return first.value as T;
}

export const FAULT_OF: Record<Delivery, string | null> = { once: null, twice: 'same request twice in a row', parallel: 'same request twice at once' };

/**
 * The fault blocks every money request shares: the request is counted under `kind` (with its fault when it is sent
 * twice in a row or twice at once), sent as `delivery` says, and every answer must be a success or a busy refusal;
 * the first success is returned.
 */
export async function sendRequest<T>(world: World, kind: string, delivery: Delivery, name: string, call: () => Promise<T>): Promise<T> {
  count(world, kind, FAULT_OF[delivery]);
  return expectAnswered(name, await deliver(delivery, call));
}

/** A stake the model says the user cannot cover: counted under `kind`, refused as failed-precondition, moving nothing. */
export async function refusedStake(world: World, kind: string, call: () => Promise<unknown>): Promise<void> {
  count(world, kind, null);
  await expectCallableError(call(), 'failed-precondition');
}
