import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { expectNothingWritten, ledgerEntries, notifications, signIn, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { houseEntries } from './ledgerFixtures';
import { auditOf, expectReconciled, messageOf, refund, REFUND_REASON as REASON } from './refundSupport';
import { accountOf, admin, battleBettor, battleDoc, betsOf, organizer, placeBet, playerBattle } from './battleSupport';
import { betRequest, liveStreamer, parlayRequest, parlays, playMatch, streamBets, valorantOdds } from './streamBetSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { refundToasts, supportMessages } from '../../functions/src/shared/support/messages';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

/** A reserve battle with one open bet of $30 cash and 2 credits on the challenger ($40 in all, within the $50 bet limit). */
async function openBattleBet() {
  const { battleId, challenger } = await playerBattle(await organizer(), { useReserve: true });
  const punter = await battleBettor({ cash: 10_000, credits: 5 });
  const placed = await placeBet(punter, battleId, challenger.uid, { cash: 3_000, credits: 2 });
  return { battleId, punter, betId: placed.betId };
}

describe('refundUser: battle bets', () => {
  it('gives the stake back as it was paid, fee included, marks the bet refunded, notifies, audits and leaves the books clean', async () => {
    const { battleId, punter, betId } = await openBattleBet();
    const chestBefore = (await battleDoc(battleId)).chest;
    const staff = await admin();
    const result = await staff.call('refundUser', refund('battleBet', battleId, betId));
    const username = (await adminDb.doc(`users/${punter.uid}`).get()).get('username') as string;
    expect(result).toMatchObject({ kind: 'battleBet', parentId: battleId, itemId: betId, userId: punter.uid, username, balance: 3_000, credits: 2 });
    expect(refundToasts.refunded(result.username, result.balance, result.credits)).toBe(`${username} refunded $30.00 and 2 credits`);

    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000, credits: 5 });
    expect((await betsOf(battleId)).map((bet) => [bet.id, bet.status])).toEqual([[betId, 'refunded']]);
    const house = (await houseEntries(punter.uid)).reduce<Record<string, number>>((sum, entry) => ({ ...sum, [entry.bucket]: (sum[entry.bucket] ?? 0) + entry.amount }), {});
    expect(house).toMatchObject({ wagers_held: 0, prize: 0, house: 0 });
    const refunds = (await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ credits: 2, reason: REASON });
    expect((await notifications(punter.uid)).filter((note) => note.type === 'refund')).toHaveLength(1);
    const chest = await adminDb.collection(battlePaths.chestShards(battleId)).get();
    expect(chest.docs.reduce((sum, doc) => sum + (doc.get('total') as number), 0)).toBe(chestBefore.total - 3_000 - 2 * 500);

    const [entry] = await auditOf(punter.uid);
    expect(entry).toMatchObject({
      action: 'refundUser',
      actor: { uid: staff.uid },
      reason: REASON,
      before: { kind: 'battleBet', status: 'open', balance: 3_000, credits: 2 },
      after: { kind: 'battleBet', status: 'refunded', balance: 3_000, credits: 2 },
    });
    await expectReconciled();
  });

  it('moves the money once for a repeated request and for parallel refunds by two admins', async () => {
    const { battleId, punter, betId } = await openBattleBet();
    const [first, second] = [await admin(), await signIn({ roles: ['superAdmin'] })];
    const same = refund('battleBet', battleId, betId);
    const settled = await Promise.allSettled([
      first.call('refundUser', same),
      first.call('refundUser', same),
      second.call('refundUser', refund('battleBet', battleId, betId)),
      second.call('refundUser', refund('battleBet', battleId, betId)),
    ]);
    const done = settled.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value.auditId);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done).size).toBe(1);
    for (const outcome of settled) {
      if (outcome.status === 'rejected') expect(messageOf(outcome.reason)).toBe(supportMessages.refundAlreadyRefunded);
    }
    // The same request again answers its first result (or its first refusal, when another admin was first).
    const again = await first.call('refundUser', same).then((answer) => answer.auditId, messageOf);
    expect([done[0], supportMessages.refundAlreadyRefunded]).toContain(again);
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000, credits: 5 });
    expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    expect(await auditOf(punter.uid)).toHaveLength(1);
    await expectReconciled();
  });

  it('refuses a battle being settled, and an already refunded bet, changing nothing', async () => {
    const { battleId, betId } = await openBattleBet();
    const staff = await admin();
    // The stand-in for the settlement job having started on this battle.
    await adminDb.doc(battlePaths.battle(battleId)).update({ settling: true });
    await expectNothingWritten(async () => {
      expect(await expectCallableError(staff.call('refundUser', refund('battleBet', battleId, betId)), 'failed-precondition')).toBe(supportMessages.refundBattleSettling);
    });
    await adminDb.doc(battlePaths.battle(battleId)).update({ settling: false });
    await staff.call('refundUser', refund('battleBet', battleId, betId));
    await expectNothingWritten(async () => {
      expect(await expectCallableError(staff.call('refundUser', refund('battleBet', battleId, betId)), 'failed-precondition')).toBe(supportMessages.refundAlreadyRefunded);
    });
  });

  it('refuses every role but admin and Super Admin, an admin refunding their own bet, and bad input, writing nothing', async () => {
    const { battleId, punter, betId } = await openBattleBet();
    const request = refund('battleBet', battleId, betId);
    const ownAdmin = await battleBettor({ cash: 10_000 });
    const { betId: ownBet } = await placeBet(ownAdmin, battleId, (await battleDoc(battleId)).competitors[0]!.id, { cash: 1_000 });
    await adminAuth.setCustomUserClaims(ownAdmin.uid, { roles: ['user', 'admin'], isAdmin: true, superAdmin: false });
    await ownAdmin.auth.currentUser?.getIdToken(true);
    const staff = await admin();
    const refused = [punter, await signIn(), await signIn({ roles: ['streamer'] }), await signIn({ roles: ['organizer'] })];
    const anonymous = await visitor();
    await expectNothingWritten(async () => {
      for (const caller of refused) await expectCallableError(caller.call('refundUser', request), 'permission-denied');
      await expectCallableError(anonymous.call('refundUser', request), 'unauthenticated');
      expect(await expectCallableError(ownAdmin.call('refundUser', refund('battleBet', battleId, ownBet)), 'permission-denied')).toBe(supportMessages.ownBet);
      const bad: unknown[] = [
        {},
        { ...request, kind: 'deposit' },
        { ...request, reason: '' },
        { ...request, reason: 'short' },
        { ...request, requestId: 'x' },
        { ...request, itemId: 'a/b' },
        { ...request, balance: 1_000_000 },
        { ...request, credits: 50 },
        { ...request, parentId: 12 },
        { ...request, streamId: 'stream-1' },
        { ...request, kind: 'challengeContribution' },
        { ...request, kind: 'eventEntry', streamId: 'stream-1' },
      ];
      for (const payload of bad) await expectCallableError(staff.call('refundUser', payload as never), 'invalid-argument');
      expect(await expectCallableError(staff.call('refundUser', refund('battleBet', battleId, 'no-such-bet')), 'not-found')).toBe(supportMessages.refundItemNotFound);
    });
  });
});

describe('refundUser: stream bets and Kills + Win', () => {
  it('refunds an open stream bet and an active Kills + Win as paid; a settled bet is refused; the books stay clean', async () => {
    const star = await liveStreamer(100);
    const viewer = await battleBettor({ cash: 10_000, credits: 4 });
    const odds = await valorantOdds(viewer, star.streamId);
    await viewer.call('createBet', betRequest(odds, 'kills', { cash: 1_000, credits: 1 }));
    await viewer.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 2_000, credits: 1 }));
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 7_000, credits: 2 });
    const [bet] = await streamBets(star.streamId);
    const [parlay] = await parlays(star.streamId);
    const staff = await signIn({ roles: ['superAdmin'] });

    expect(await staff.call('refundUser', refund('streamBet', star.streamId, bet!.id))).toMatchObject({ balance: 1_000, credits: 1, userId: viewer.uid });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 8_000, credits: 3 });
    expect(await staff.call('refundUser', refund('parlay', star.streamId, parlay!.id))).toMatchObject({ balance: 2_000, credits: 1 });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 10_000, credits: 4 });
    expect((await streamBets(star.streamId))[0]).toMatchObject({ status: 'refunded' });
    expect((await parlays(star.streamId))[0]).toMatchObject({ status: 'refunded' });
    expect((await auditOf(viewer.uid)).map((entry) => (entry.after as { kind: string }).kind).sort()).toEqual(['parlay', 'streamBet']);
    await expectReconciled();

    // A bet the next match settled is no longer open.
    const next = await viewer.call('createBet', betRequest(await valorantOdds(viewer, star.streamId), 'match_win', { cash: 1_000 }));
    await playMatch(star.puuid, { kills: 20, deaths: 5, won: true });
    await SCHEDULED_JOBS.settleStreamBets.run({ now: Date.now() });
    await expectNothingWritten(async () => {
      expect(await expectCallableError(staff.call('refundUser', refund('streamBet', star.streamId, next.betId)), 'failed-precondition')).toBe(supportMessages.refundSettled);
    });
    await expectReconciled();
  });
});
