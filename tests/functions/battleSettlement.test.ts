import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { ledgerEntries, notifications } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import {
  accountOf,
  admin,
  battleBettor,
  battleDoc,
  betsOf,
  HOUR,
  organizer,
  placeBet,
  playerBattle,
  recordGame,
  setScheduledAt,
  streamer,
} from './battleSupport';
import { bookedBattle, challengerWins, expectSettledOnce, REVIEW_OVER } from './battleBookSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { battleMessages, formatBattleMessage, teamMessages } from '../../functions/src/shared/battles/messages';
import { adminDb } from '../support/admin';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const job = SCHEDULED_JOBS.settleBattles;

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

describe('recording a battle', () => {
  it('starts only with a full chest, in order, reaches review on the majority and keeps games read-only once over', async () => {
    const by = await organizer();
    const { battleId, challenger, opponent } = await playerBattle(by, { chestTarget: 500 });
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 1, action: 'start' }), 'failed-precondition')).toBe(battleMessages.chestNotFull);
    await placeBet(await battleBettor(), battleId, challenger.uid, { cash: 500 });

    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 2, action: 'start' }), 'failed-precondition')).toBe(battleMessages.gameOrder);
    expect(await by.call('saveBattleGame', { battleId, number: 1, action: 'start' })).toMatchObject({ gameStatus: 'live', battleStatus: 'live' });
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 1, action: 'start' }), 'failed-precondition')).toBe(battleMessages.gameTransition);
    await by.call('saveBattleGame', { battleId, number: 1, action: 'end' });
    const players = [challenger.uid, opponent.uid];
    const missing = { [players[0]!]: { kills: 3, deaths: 1 }, [players[1]!]: { kills: 2 } };
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 1, action: 'result', winnerId: challenger.uid, stats: missing }), 'invalid-argument')).toBe(
      formatBattleMessage.statRequired('Deaths'),
    );
    const negative = { [players[0]!]: { kills: -1, deaths: 1 }, [players[1]!]: { kills: 2, deaths: 2 } };
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 1, action: 'result', winnerId: challenger.uid, stats: negative }), 'invalid-argument')).toBe(
      formatBattleMessage.statNegative('Kills'),
    );
    const stats = { [players[0]!]: { kills: 3, deaths: 1 }, [players[1]!]: { kills: 2, deaths: 2 } };
    expect(await by.call('saveBattleGame', { battleId, number: 1, action: 'result', winnerId: challenger.uid, stats })).toMatchObject({ gameStatus: 'over', battleStatus: 'live' });
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 1, action: 'result', winnerId: opponent.uid, stats }), 'failed-precondition')).toBe(battleMessages.gameReadOnly);

    expect(await recordGame(by, battleId, 2, challenger.uid)).toMatchObject({ battleStatus: 'review' });
    const battle = await battleDoc(battleId);
    expect(battle).toMatchObject({ status: 'review', winnerId: challenger.uid, results: { [challenger.uid]: { wins: 2, losses: 0 }, [opponent.uid]: { wins: 0, losses: 2 } } });
    expect(battle.reviewEndsAt!.toMillis()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await expectCallableError(by.call('saveBattleGame', { battleId, number: 3, action: 'start' }), 'failed-precondition')).toBe(battleMessages.battleNotRecordable);
    const game = (await adminDb.doc(battlePaths.game(battleId, 1)).get()).data();
    expect(game).toMatchObject({ status: 'over', winnerId: challenger.uid, results: { players: { [challenger.uid]: { win: true, stats: { kills: 3, deaths: 1 } } } } });
  });

  it('lets only the organizers of a battle and admins record it', async () => {
    const by = await organizer();
    const { battleId } = await playerBattle(by, { chestTarget: 500 });
    await expectCallableError((await organizer()).call('saveBattleGame', { battleId, number: 1, action: 'start' }), 'permission-denied');
    await expectCallableError((await battleBettor()).call('saveBattleGame', { battleId, number: 1, action: 'start' }), 'permission-denied');
  });
});

describe('settlement after the review window (settleBattles)', () => {
  it('pays winners stake x odds, keeps losing stakes, pays the prize to the winning players, and is final; a second run pays nothing', async () => {
    const book = await bookedBattle();
    await challengerWins(book);
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0 });
    expect((await battleDoc(book.battleId)).status).toBe('review');

    expect(await job.run({ now: Date.now() + REVIEW_OVER })).toMatchObject({ complete: true });
    await expectSettledOnce(book);
    expect(await job.run({ now: Date.now() + REVIEW_OVER })).toMatchObject({ complete: true, changed: 0 });
    await expectSettledOnce(book);
  });

  it('stopped halfway and run again, pays each bet exactly once', async () => {
    const book = await bookedBattle();
    await challengerWins(book);
    const first = await job.run({ now: Date.now() + REVIEW_OVER, pageSize: 2, maxPages: 1 });
    expect(first.complete).toBe(false);
    expect((await battleDoc(book.battleId)).status).toBe('review');
    expect((await betsOf(book.battleId)).filter((bet) => bet.status === 'open')).toHaveLength(4);
    await expectBooksBalanced();

    expect(await job.run({ now: Date.now() + REVIEW_OVER, pageSize: 2 })).toMatchObject({ complete: true });
    await expectSettledOnce(book);
  });
});

describe('cancel and void', () => {
  it('cancels a battle whose chest is not full, refunding every stake and fee; not once the chest is full', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by, { useReserve: true });
    const punter = await battleBettor({ cash: 10_000, credits: 1 });
    await placeBet(punter, battleId, challenger.uid, { cash: 1_000, credits: 1 });
    expect(await accountOf(punter.uid)).toMatchObject({ credits: 0 });
    await expectCallableError((await organizer()).call('cancelBattle', { battleId }), 'permission-denied');

    expect(await by.call('cancelBattle', { battleId })).toMatchObject({ status: 'cancelled', refunded: 1 });
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000, credits: 1 });
    expect((await notifications(punter.uid)).map((note) => note.type)).toContain('refund');
    expect(await battleDoc(battleId)).toMatchObject({ status: 'cancelled', closed: true });
    expect(await expectCallableError(by.call('cancelBattle', { battleId }), 'failed-precondition')).toBe(battleMessages.notCancellable);
    await expectBooksBalanced();

    const full = await bookedBattle(1);
    expect(await expectCallableError(full.by.call('cancelBattle', { battleId: full.battleId }), 'failed-precondition')).toBe(battleMessages.notCancellable);
  });

  it('lets only an admin void, at any time before final, refunding every bettor in full', async () => {
    const book = await bookedBattle();
    await recordGame(book.by, book.battleId, 1, book.challenger.uid);
    await expectCallableError(book.by.call('voidBattle', { battleId: book.battleId }), 'permission-denied');
    const boss = await admin();
    expect(await boss.call('voidBattle', { battleId: book.battleId })).toMatchObject({ status: 'void', refunded: 6 });
    for (const punter of [...book.backers, ...book.layers]) expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 });
    for (const punter of book.backers) expect(await accountOf(punter.uid)).toMatchObject({ credits: 1 });
    expect(await expectCallableError(boss.call('voidBattle', { battleId: book.battleId }), 'failed-precondition')).toBe(battleMessages.notVoidable);
    await expectBooksBalanced();
  });

  it('cancels automatically a battle whose chest is not full an hour after its time, with refunds, once', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by);
    const punter = await battleBettor({ cash: 10_000 });
    await placeBet(punter, battleId, challenger.uid, { cash: 2_000 });
    const at = Date.now() - 2 * HOUR;
    await setScheduledAt(battleId, at);
    expect(await job.run({ now: Date.now() })).toMatchObject({ complete: true });
    expect(await battleDoc(battleId)).toMatchObject({ status: 'cancelled', closed: true });
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 });
    await job.run({ now: Date.now() });
    expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    await expectBooksBalanced();
  });
});

describe('saveTeam', () => {
  it('creates a team with a captain, refuses a taken name and players who are not streamers', async () => {
    const by = await organizer();
    const [captain, mate] = [await streamer(), await streamer()];
    const players = [
      { id: captain.uid, name: 'captain', role: 'captain' },
      { id: mate.uid, name: 'mate1', role: 'player' },
    ];
    const saved = await by.call('saveTeam', { name: 'Night Owls', players });
    expect(saved.teamId).toMatch(/^team_/);
    const team = (await adminDb.doc(battlePaths.team(saved.teamId)).get()).data();
    expect(team).toMatchObject({ name: 'Night Owls', editorId: by.uid, players: { [captain.uid]: { role: 'captain', accepted: true } } });
    expect(await expectCallableError(by.call('saveTeam', { name: 'night owls', players }), 'already-exists')).toBe(formatBattleMessage.teamExists('night owls'));
    expect(await expectCallableError(by.call('saveTeam', { name: 'Owls Two', players: players.map((p) => ({ ...p, role: 'player' })) }), 'invalid-argument')).toBe(teamMessages.oneCaptain);
    const user = await battleBettor();
    expect(
      await expectCallableError(by.call('saveTeam', { name: 'Owls Three', players: [players[0], { id: user.uid, name: 'someone', role: 'player' }] }), 'invalid-argument'),
    ).toBe(battleMessages.playerNotStreamer);
    await expectCallableError(user.call('saveTeam', { name: 'Owls Four', players }), 'permission-denied');
  });
});
