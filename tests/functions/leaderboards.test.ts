import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError, type TestClient } from '../support/client';
import { expectNoDocumentWritten, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import { admin, battleBettor, organizer, placeBet, playerBattle, type SignedInClient } from './battleSupport';
import { challengeRequest, doubleDownRequest } from './challengeSupport';
import { entrants, form } from './eventSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds } from './streamBetSupport';
import { leaderboardDelta, EMPTY_STATS } from '../../functions/src/leaderboards/leaderboardFigures';
import { leaderboardRollups } from '../../functions/src/migrations/leaderboardRollups';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';
import { ALL_TIME_KEY, LEADERBOARD_COLLECTIONS, leaderboardPaths, monthOf } from '../../functions/src/shared/leaderboards/firestorePaths';
import { leaderboardMessages } from '../../functions/src/shared/leaderboards/schemas';
import type { LeaderboardStats } from '../../functions/src/shared/leaderboards/types';

const month = monthOf(Date.now());

let boss: TestClient;
let punter: SignedInClient;
let backer: SignedInClient;
let streamId: string;
let challengeId: string;

// A book of every kind of stake is built once for the file (it takes a minute on a shared machine).
beforeAll(async () => {
  await setConfig({ betting: true });
  boss = await admin();
  const host = await organizer();
  const { battleId, challenger, opponent } = await playerBattle(host);
  punter = await battleBettor({ cash: 20_000, credits: 4 });
  backer = await battleBettor({ cash: 20_000 });
  await placeBet(punter, battleId, challenger.uid, { cash: 1_000 });
  await placeBet(backer, battleId, opponent.uid, { cash: 2_000 });

  const star = await liveStreamer(100);
  streamId = star.streamId;
  const odds = await valorantOdds(punter, streamId);
  await punter.call('createBet', betRequest(odds, 'match_win', { cash: 700 }, 10));
  await punter.call('createParlay', parlayRequest(streamId, odds.killsTarget, { basePrice: 1_500 }));

  const challenge = challengeRequest(streamId);
  challengeId = challenge.challengeId;
  await backer.call('createChallenge', challenge);
  await punter.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 500, credits: 1 }));

  const { eventId } = await boss.call('createEvent', form({ type: 'rank', manual: true }));
  await entrants(eventId, 2);
}, 240_000);

afterAll(async () => {
  await clearConfig();
});

type Expected = { amount: number; stats: LeaderboardStats };

/** Recounts every user's rows from the ledger entries alone: period key -> uid -> figures. */
async function recount(): Promise<Map<string, Map<string, Expected>>> {
  const boards = new Map<string, Map<string, Expected>>();
  for (const doc of (await adminDb.collectionGroup(LEDGER_COLLECTIONS.transactions).get()).docs) {
    const entry = doc.data();
    const delta = leaderboardDelta({ type: entry.type as string, netAmount: entry.netAmount as number, credits: entry.credits as number });
    if (!delta) continue;
    const uid = doc.ref.parent.parent!.id;
    for (const key of [monthOf(entry.timestamp.toMillis() as number), ALL_TIME_KEY]) {
      const board = boards.get(key) ?? new Map<string, Expected>();
      const row = board.get(uid) ?? { amount: 0, stats: { ...EMPTY_STATS } };
      row.amount += delta.value;
      row.stats[delta.count] += 1;
      row.stats[delta.total] += delta.value;
      board.set(uid, row);
      boards.set(key, board);
    }
  }
  return boards;
}

/** The stored rows: period key -> uid -> figures. */
async function storedRows(): Promise<Map<string, Map<string, Expected>>> {
  const boards = new Map<string, Map<string, Expected>>();
  for (const doc of (await adminDb.collectionGroup(LEADERBOARD_COLLECTIONS.rows).get()).docs) {
    const key = doc.ref.parent.parent!.id;
    const board = boards.get(key) ?? new Map<string, Expected>();
    expect(doc.get('score'), doc.ref.path).toBe(doc.get('amount'));
    board.set(doc.id, { amount: doc.get('amount') as number, stats: { ...EMPTY_STATS, ...(doc.get('stats') as Partial<LeaderboardStats>) } });
    boards.set(key, board);
  }
  return boards;
}

async function clearBoards(): Promise<void> {
  const rows = await adminDb.collectionGroup(LEADERBOARD_COLLECTIONS.rows).get();
  const counted = await adminDb.collection(LEADERBOARD_COLLECTIONS.counted).get();
  await Promise.all([...rows.docs, ...counted.docs].map((doc) => doc.ref.delete()));
}

describe('the leaderboard rows', () => {
  it('equal a fresh recount from the ledger after battle bets, a stream bet, a Kills + Win, a challenge with a double-down and event entries', async () => {
    const expected = await recount();
    const punterRow = expected.get(ALL_TIME_KEY)!.get(punter.uid)!;
    // $10 battle bet, $7 stream bet (its tip is not a stake), $15 Kills + Win, $5 + one $5 credit double-down.
    expect(punterRow).toEqual({ amount: 4_200, stats: { ...EMPTY_STATS, betCount: 2, betTotal: 1_700, parlayCount: 1, parlayTotal: 1_500, challengeCount: 1, challengeTotal: 1_000 } });
    expect(expected.get(month)!.get(punter.uid)).toEqual(punterRow);
    expect([...expected.get(ALL_TIME_KEY)!.values()].some((row) => row.stats.eventCount === 1)).toBe(true);
    expect(await storedRows()).toEqual(expected);
  });

  it('ranks the month by amount staked, shows the viewer their own rank below the rows shown, and a visitor none', async () => {
    const board = await punter.call('getLeaderboard', { period: 'month', limit: 1 });
    expect(board.month).toBe(month);
    expect(board.rows).toHaveLength(1);
    expect(board.rows[0]).toMatchObject({ rank: 1, uid: punter.uid, amount: 4_200, score: 4_200, status: 'challenger', isLive: false });
    expect(board.viewer).toEqual(board.rows[0]);

    const backerView = await backer.call('getLeaderboard', { period: 'all', limit: 1 });
    expect(backerView.month).toBeNull();
    expect(backerView.rows.map((row) => row.uid)).toEqual([punter.uid]);
    // Backer staked $20 + $10: second of everyone.
    expect(backerView.viewer).toMatchObject({ rank: 2, uid: backer.uid, amount: 3_000, stats: { betTotal: 2_000, challengeTotal: 1_000 } });

    const anonymous = await (await visitor()).call('getLeaderboard', { period: 'all' });
    expect(anonymous.viewer).toBeNull();
    expect(anonymous.rows.map((row) => row.rank)).toEqual([1, 2, 3, 3]);
    expect(anonymous.rows.slice(2).map((row) => row.amount)).toEqual([1_000, 1_000]);
  });

  it('gives the top challengers by challenge money and the month\'s challenges', async () => {
    const top = await (await visitor()).call('getTopChallengers', { period: 'month' });
    expect(top.challengers.map((row) => [row.uid, row.stats.challengeTotal])).toEqual(
      expect.arrayContaining([
        [backer.uid, 1_000],
        [punter.uid, 1_000],
      ]),
    );
    expect(top.challengers).toHaveLength(2);
    expect(top.challengers.map((row) => row.rank)).toEqual([1, 1]);

    const challenges = await (await visitor()).call('getMonthlyChallenges', {});
    expect(challenges.month).toBe(month);
    expect(challenges.challenges).toEqual([expect.objectContaining({ id: challengeId, streamId, totalAmount: 2_000 })]);
    // Public fields only: who paid is not named beyond the challenger's shown name.
    expect(Object.keys(challenges.challenges[0]!).sort()).toEqual(['challengerName', 'createdAt', 'id', 'status', 'streamId', 'streamerName', 'title', 'totalAmount', 'totalVotes']);
    expect((await boss.call('getMonthlyChallenges', { month: '2025-01' })).challenges).toEqual([]);
  });

  it('refuses bad input with the reason, changing nothing', async () => {
    const anonymous = await visitor();
    await expectNoDocumentWritten(async () => {
      expect(await expectCallableError(anonymous.call('getLeaderboard', { period: 'week' } as never), 'invalid-argument')).toBe(leaderboardMessages.period);
      expect(await expectCallableError(anonymous.call('getLeaderboard', {} as never), 'invalid-argument')).toBe(leaderboardMessages.period);
      expect(await expectCallableError(anonymous.call('getTopChallengers', { limit: 51 }), 'invalid-argument')).toBe(leaderboardMessages.limit);
      expect(await expectCallableError(anonymous.call('getMonthlyChallenges', { month: '2026-13' }), 'invalid-argument')).toBe(leaderboardMessages.month);
    });
  });
});

describe('the leaderboardRollups migration', () => {
  it('backfills the rows from the ledger, resumes a stopped run, and a second run finds nothing to do', async () => {
    const expected = await recount();
    await clearBoards();
    expect((await storedRows()).size).toBe(0);

    const stopped = await leaderboardRollups.run({ pageSize: 3, maxPages: 1 });
    expect(stopped.done).toBe(false);

    const first = await boss.call('runOnDemandMigrations', {});
    const backfill = first.migrations.find((migration) => migration.id === 'leaderboardRollups');
    expect(backfill).toMatchObject({ done: true, version: 1 });
    expect(backfill!.changed).toBeGreaterThan(0);
    expect(await storedRows()).toEqual(expected);

    const second = await leaderboardRollups.run({});
    expect(second).toMatchObject({ changed: 0, done: true });
    expect(second.messages).toContain('Nothing to do: every stake is already on the leaderboards.');
    expect(await storedRows()).toEqual(expected);
    await expectBooksBalanced();
  });

  it('counts a stake made after the backfill once, live', async () => {
    await punter.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 500 }));
    const rows = await storedRows();
    expect(rows).toEqual(await recount());
    expect(rows.get(ALL_TIME_KEY)!.get(punter.uid)!.stats.challengeTotal).toBe(1_500);
    expect((await adminDb.doc(leaderboardPaths.row(month, punter.uid)).get()).get('amount')).toBe(4_700);
  });
});
