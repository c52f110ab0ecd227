/** Helpers for the battle tests: streamers, organizers, bettors with money, battles ready to bet on or record. */
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { adminDb } from '../support/admin';
import { signIn } from './support';
import { confirmNoDepositLimit } from '../support/limitDecision';

export type SignedInClient = Awaited<ReturnType<typeof signIn>>;
import { bettor } from './wagerSupport';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import type { BattleBetDoc, BattleDoc } from '../../functions/src/shared/battles/types';
import { newRequestId } from './walletSupport';
import type { Account } from '../../functions/src/shared/ledger/types';

export const HOUR = 3_600_000;
let next = 0;

/** A streamer: an Auth user with the streamer role and a user document with a username. */
export async function streamer(name?: string): Promise<SignedInClient> {
  next += 1;
  const username = name ?? `streamer${next}${Math.floor(Math.random() * 1e6)}`;
  const client = await signIn({ uid: `s-${username}`, roles: ['streamer'] });
  await adminDb.doc(corePaths.user(client.uid)).set({
    id: client.uid,
    username,
    usernameLower: username.toLowerCase(),
    image: null,
    roles: ['user', 'streamer'],
    isVerified: true,
    features: { betting: true },
    account: { balance: 0, credits: 0, bonus: { balance: 0, credits: 0 }, wagers: { total: 0, credits: 0, cash: 0, count: 0 } },
  });
  return client;
}

export const organizer = () => signIn({ roles: ['organizer'] });
export const admin = () => signIn({ roles: ['admin'] });

/**
 * A verified bettor, eligible to bet, with opening cash and credits booked through the ledger, signed in, who has
 * made the limit decision before a first deposit (paying with PayPal is one).
 */
export async function battleBettor(opening: { cash?: number; credits?: number } = { cash: 100_000 }): Promise<SignedInClient> {
  const uid = await bettor(opening);
  const client = await signIn({ uid });
  await confirmNoDepositLimit(client);
  return client;
}

export interface BattleOptions {
  series?: number;
  useReserve?: boolean;
  chestTarget?: number;
  odds?: [number, number];
  scheduledAt?: number;
}

/** A player battle between two new streamers, created by `by` through saveBattle. */
export async function playerBattle(by: SignedInClient, options: BattleOptions = {}) {
  const [a, b] = [await streamer(), await streamer()];
  const saved = await by.call('saveBattle', {
    type: 'player',
    series: options.series ?? 3,
    scheduledAt: options.scheduledAt ?? Date.now() + 2 * HOUR,
    game: { type: 'valorant', mode: 'competitive' },
    competitors: [
      { id: a.uid, role: 'challenger', odds: options.odds?.[0] ?? 2 },
      { id: b.uid, role: 'opponent', odds: options.odds?.[1] ?? 2 },
    ],
    useReserve: options.useReserve ?? false,
    ...(options.chestTarget ? { chestTarget: options.chestTarget } : {}),
  });
  return { battleId: saved.battleId, challenger: a, opponent: b };
}

export async function battleDoc(battleId: string): Promise<BattleDoc<Timestamp>> {
  return (await adminDb.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc<Timestamp>;
}

export async function betsOf(battleId: string): Promise<BattleBetDoc<Timestamp>[]> {
  return (await adminDb.collection(battlePaths.bets(battleId)).get()).docs.map((doc) => doc.data() as BattleBetDoc<Timestamp>);
}

/** Places a bet through createBattleBet at the battle's published odds for that side (or `odds`). */
export async function placeBet(client: SignedInClient, battleId: string, competitorId: string, stake: { cash: number; credits?: number }, odds?: number) {
  const seen = odds ?? (await battleDoc(battleId)).odds.competitors[competitorId]!.value;
  return client.call('createBattleBet', {
    requestId: newRequestId(),
    battleId,
    competitorId,
    balance: stake.cash,
    credits: stake.credits ?? 0,
    odds: seen,
  });
}

export async function accountOf(uid: string): Promise<Account> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data()?.account as Account;
}

/** Records game `number` to its end with `winnerId` winning, through saveBattleGame (stats for every player). */
export async function recordGame(by: SignedInClient, battleId: string, number: number, winnerId: string) {
  const battle = await battleDoc(battleId);
  const players = battle.competitors.flatMap((competitor) => Object.keys(competitor.players));
  await by.call('saveBattleGame', { battleId, number, action: 'start' });
  await by.call('saveBattleGame', { battleId, number, action: 'end' });
  const stats = Object.fromEntries(players.map((id) => [id, { kills: 10, deaths: 5 }]));
  return by.call('saveBattleGame', { battleId, number, action: 'result', winnerId, stats });
}

/** Moves a battle's time (the tests' stand-in for time passing before the scheduled work runs). */
export async function setScheduledAt(battleId: string, at: number): Promise<void> {
  await adminDb.doc(battlePaths.battle(battleId)).update({ scheduledAt: Timestamp.fromMillis(at) });
}

export function expectAllBetsSettled(bets: BattleBetDoc<Timestamp>[], status: 'won' | 'lost' | 'refunded' | Array<'won' | 'lost'>) {
  for (const bet of bets) expect(Array.isArray(status) ? status : [status]).toContain(bet.status);
}
