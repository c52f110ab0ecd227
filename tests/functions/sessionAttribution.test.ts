import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { ledgerEntries } from './support';
import { clearConfig, resetGeolocation, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { accountOf, battleBettor, betsOf, organizer, placeBet, playerBattle } from './battleSupport';
import { settleBattleBet } from '../../functions/src/battles/settleBattle';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { adminDb } from '../support/admin';

/**
 * Money a user moves counts towards their active session, which the server finds in the wager's own transaction:
 * requests never name a session. A settlement counts towards the session its wager was placed in.
 */
beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
  await resetGeolocation();
  await expectBooksBalanced();
});

async function entriesOfType(uid: string, type: string) {
  return (await ledgerEntries(uid)).filter((entry) => entry.type === type);
}

describe('sessions attributed on the server', () => {
  it('a bet placed in a session, and its settlement after the session ended, both count towards that session', async () => {
    const bettor = await battleBettor({ cash: 10_000 });
    const { battleId, challenger, opponent } = await playerBattle(await organizer(), { odds: [2, 2] });
    const { sessionId } = await bettor.call('createSession', {});

    const placed = await placeBet(bettor, battleId, challenger.uid, { cash: 1_000 });
    const [bet] = await betsOf(battleId);
    expect(bet).toMatchObject({ id: placed.betId, sessionId });
    expect(await entriesOfType(bettor.uid, 'bet_placed')).toEqual([expect.objectContaining({ amount: -1_000, sessionId })]);

    await bettor.call('endSession', { sessionId });
    // The battle is decided and its settlement has begun, as the settlement job leaves it before settling bets.
    await adminDb.doc(battlePaths.battle(battleId)).update({ status: 'review', winnerId: challenger.uid, settling: true });
    expect(await settleBattleBet(battleId, placed.betId, { kind: 'result', winnerId: challenger.uid }, [challenger.uid, opponent.uid])).toBe(true);
    const [won] = await entriesOfType(bettor.uid, 'bet_completed');
    expect(won).toMatchObject({ sessionId });
    expect(won!.amount).toBeGreaterThan(1_000);
  });

  it('money moved with no active session belongs to none', async () => {
    const bettor = await battleBettor({ cash: 10_000 });
    const { battleId, challenger } = await playerBattle(await organizer());
    const placed = await placeBet(bettor, battleId, challenger.uid, { cash: 500 });
    expect((await betsOf(battleId)).find((bet) => bet.id === placed.betId)).toMatchObject({ sessionId: null });
    expect(await entriesOfType(bettor.uid, 'bet_placed')).toEqual([expect.objectContaining({ sessionId: null })]);
  });

  it('refuses a request that names a session, and moves nothing', async () => {
    const bettor = await battleBettor({ cash: 10_000 });
    const { battleId, challenger } = await playerBattle(await organizer(), { odds: [2, 2] });
    const { sessionId } = await bettor.call('createSession', {});
    const before = await accountOf(bettor.uid);
    const named = bettor.call('createBattleBet', {
      requestId: newRequestId(),
      battleId,
      competitorId: challenger.uid,
      balance: 500,
      credits: 0,
      odds: 2,
      sessionId,
    } as never);
    await expectCallableError(named, 'invalid-argument');
    expect(await accountOf(bettor.uid)).toEqual(before);
    expect(await betsOf(battleId)).toEqual([]);
  });
});
