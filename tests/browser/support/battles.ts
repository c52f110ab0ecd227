import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin';
import { newClient } from '../../support/client';
import { createAccount, PASSWORD } from './accounts';
import { verifyIdentity } from './walletData';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';
import { battlePaths, oddsSnapshotId } from '../../../functions/src/shared/battles/firestorePaths';
import type { BattleDoc, Competitor } from '../../../functions/src/shared/battles/types';
import { settleBattleBet } from '../../../functions/src/battles/settleBattle';

type Chest = BattleDoc['chest'];

export interface BattleSetup {
  /** The usernames of the two new streamers: the challenger's, then the opponent's. */
  names: [string, string];
  game: BattleDoc['game'];
  hoursAhead: number;
  useReserve: boolean;
  /** The organizer who last saved the battle, or none when it was seeded. */
  editor: string | null;
  /** The chest's target, in cents. */
  target: number;
  /** The opening odds of each competitor. */
  odds(competitors: Competitor[], chest: Chest): Record<string, { value: number }>;
}

/** A scheduled player battle between two new streamers as saveBattle writes it, with its opening odds snapshot. */
export async function scheduledBattle(id: string, setup: BattleSetup): Promise<BattleDoc<Timestamp>> {
  const [a, b] = [await createAccount({ roles: ['streamer'], username: setup.names[0] }), await createAccount({ roles: ['streamer'], username: setup.names[1] })];
  const side = (uid: string, name: string, role: Competitor['role']): Competitor => ({ id: uid, name, type: 'player', role, avatar: null, startingOdds: 2, players: { [uid]: { id: uid, name, role: 'captain' } } });
  const competitors = [side(a.uid, setup.names[0], 'challenger'), side(b.uid, setup.names[1], 'opponent')];
  const chest: Chest = { target: setup.target, total: 0, count: 0, stakes: {} };
  const odds = setup.odds(competitors, chest);
  const now = Timestamp.now();
  const battle: BattleDoc<Timestamp> = {
    id,
    slug: id,
    type: 'player',
    series: 3,
    scheduledAt: Timestamp.fromMillis(Date.now() + setup.hoursAhead * 3_600_000),
    status: 'scheduled',
    game: setup.game,
    competitors,
    playerIds: [a.uid, b.uid],
    useReserve: setup.useReserve,
    editorIds: setup.editor ? [setup.editor] : [],
    lastEditedBy: setup.editor ?? 'seed',
    createdAt: now,
    updatedAt: now,
    winnerId: null,
    results: { [a.uid]: { wins: 0, losses: 0 }, [b.uid]: { wins: 0, losses: 0 } },
    odds: { competitors: odds, updatedAt: now },
    chest,
    reviewEndsAt: null,
    closed: false,
  };
  await adminDb.doc(battlePaths.battle(id)).set(battle);
  await adminDb.doc(battlePaths.oddsSnapshot(id, oddsSnapshotId(0))).set({ competitors: odds, betCount: 0, createdAt: now });
  return battle;
}

/** A scheduled player battle two hours ahead, no reserve, a $250 chest and 1.90 on each side: open for betting. */
export function openPlayerBattle(id: string, names: [string, string]): Promise<BattleDoc<Timestamp>> {
  return scheduledBattle(id, {
    names,
    game: { type: 'valorant', mode: 'competitive' },
    hoursAhead: 2,
    useReserve: false,
    editor: null,
    target: 25_000,
    odds: (competitors) => Object.fromEntries(competitors.map((side) => [side.id, { value: 1.9 }])),
  });
}

/**
 * Settles one bet as the battle settlement does once the review window is over: the battle stands in review on its
 * winner and is marked settling (after which it can no longer be voided), then the bet is settled on that result.
 */
export async function settleBetOnWinner(battle: BattleDoc<Timestamp>, betId: string, winnerId: string): Promise<boolean> {
  await adminDb.doc(battlePaths.battle(battle.id)).update({ status: 'review', winnerId, settling: true, reviewEndsAt: Timestamp.now() });
  const names = battle.competitors.map((competitor) => competitor.name);
  return settleBattleBet(battle.id, betId, { kind: 'result', winnerId }, names);
}

/** A verified bettor with $100.00 and betting switched on. */
export async function battleBettor(): Promise<{ uid: string; email: string; username: string }> {
  const account = await createAccount({ cash: 10_000 });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  return account;
}

/** A bet placed through createBattleBet by a bettor of its own, at the odds published for that side. */
export async function betThroughCallable(battleId: string, competitorId: string, cents: number): Promise<{ uid: string; username: string; betId: string }> {
  const account = await battleBettor();
  const odds = ((await adminDb.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc).odds.competitors[competitorId]!.value;
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, account.email, PASSWORD);
  const { betId } = await client.call('createBattleBet', { requestId: `req_${account.uid}`, battleId, competitorId, balance: cents, credits: 0, odds });
  await client.close();
  return { uid: account.uid, username: account.username, betId };
}
