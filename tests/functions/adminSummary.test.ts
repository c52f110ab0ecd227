import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError, type TestClient } from '../support/client';
import { expectNoDocumentWritten, signIn, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { createDepositor, expectBooksBalanced, newRequestId, paidOrder } from './walletSupport';
import { admin } from './battleSupport';
import { mixedBook } from './mixedBookSupport';
import { reconcile } from '../../functions/src/ledger/reconcile';
import { summaryRollups } from '../../functions/src/migrations/summaryRollups';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';
import { adminMessages } from '../../functions/src/shared/admin/messages';
import { dayOf } from '../../functions/src/shared/admin/schemas';
import type { AdminSummaryStats } from '../../functions/src/shared/admin/types';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';

const today = dayOf(Date.now());

let boss: TestClient;
let live: AdminSummaryStats;
let star: Awaited<ReturnType<typeof mixedBook>>['star'];

// Settling a book of every kind takes a minute or more on a shared machine: it is built once for the file.
beforeAll(async () => {
  await setConfig({ betting: true });
  boss = await admin();
  star = await mixedBookWithDeposit(boss);
  live = await boss.call('getAdminSummaryStats', { start: today, end: today });
}, 240_000);

afterAll(async () => {
  await clearConfig();
});

/** A deposit, then the mixed book of settled items (mixedBookSupport.ts); the stream's streamer is kept. */
async function mixedBookWithDeposit(by: TestClient) {
  const depositor = await createDepositor();
  await depositor.call('addBalance', { orderId: await paidOrder(depositor.uid, 2_500), amount: 2_500, requestId: newRequestId() });
  return (await mixedBook(by)).star;
}

/** Recounts from every user ledger entry what was paid out on each kind of item, and from the users the accounts created today. */
async function recount() {
  const entries = (await adminDb.collectionGroup(LEDGER_COLLECTIONS.transactions).get()).docs.map((doc) => doc.data());
  const paid = (type: string) => entries.filter((entry) => entry.type === type).reduce((sum, entry) => sum + (entry.amount as number), 0);
  return {
    bets: paid('bet_completed'),
    parlays: paid('parlay_completed'),
    challenges: paid('challenge_completed'),
    events: paid('event_completed'),
    // Accounts made through createUser carry their creation time; test bettors written straight in carry none.
    newCount: (await adminDb.collection('users').get()).docs.filter((doc) => {
      const created = doc.get('timestamp') as Timestamp | undefined;
      return created !== undefined && dayOf(created.toMillis()) === today;
    }).length,
  };
}

async function clearRollups(): Promise<void> {
  for (const name of Object.values(ADMIN_COLLECTIONS)) {
    const snap = await adminDb.collection(name).get();
    await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
  }
}

describe('getAdminSummaryStats', () => {
  it('gives the exact figures of a known mixed book, each paid figure equal to a recount of the ledger', async () => {
    const paid = await recount();
    expect(paid.bets).toBeGreaterThan(0);
    expect(paid.challenges).toBeGreaterThan(0);
    expect(paid.newCount).toBeGreaterThan(0);
    expect(live).toMatchObject({
      start: today,
      end: today,
      bets: { count: 4, total: 4_600, paid: paid.bets },
      parlays: { count: 1, total: 1_500, paid: paid.parlays },
      challenges: { count: 1, total: 1_000, paid: paid.challenges },
      events: { count: 2, total: 2_000, paid: paid.events },
      accounts: { count: 1, total: 2_500 },
      activeCount: 6,
      newCount: paid.newCount,
      wagers: { total: 9_100, cash: 9_100, credits: 0, count: 8 },
    });
    expect(live.days).toEqual([{ day: today, wagers: 9_100, deposits: 2_500, revenue: live.revenue.revenue }]);
  });

  it('gives revenue and reserve equal to the house-side buckets reconcile finds, and the same all-time totals', async () => {
    const report = await reconcile();
    expect(report.ok).toBe(true);
    const { fees, house, earnings, prize } = report.totals.house;
    expect(house + earnings).not.toBe(0);
    expect(live.reserve).toEqual({ house, earnings, prize });
    expect(live.revenue.revenue).toBe(fees + house + earnings);
    expect(live.revenue.reserve).toBe(house + earnings + prize);
    expect(live.revenue.profit).toBe(fees + house + earnings + prize);
    expect(live.revenue.margin.gross).toBe(Math.round(((fees + house + earnings) * 10_000) / 9_100));
    expect(await boss.call('getTotalRevenue', {})).toEqual({ revenue: fees + house + earnings, reserve: house + earnings + prize });
  });

  it('gives a Super Admin the same figures, and an earlier range none (its reserve what the buckets held then)', async () => {
    const desk = await signIn({ roles: ['superAdmin'] });
    expect(await desk.call('getAdminSummaryStats', { start: today, end: today })).toEqual(live);
    const before = await desk.call('getAdminSummaryStats', { start: '2025-01-01', end: '2025-01-07' });
    expect(before).toMatchObject({ bets: { count: 0, total: 0, paid: 0 }, activeCount: 0, wagers: { total: 0, cash: 0, credits: 0, count: 0 } });
    expect(before.reserve).toEqual({ house: 0, earnings: 0, prize: 0 });
    expect(before.days).toHaveLength(7);
  });

  it('refuses every role but Admin and Super Admin, for every console call', async () => {
    const anonymous = await visitor();
    const calls = [
      (client: TestClient) => client.call('getAdminSummaryStats', { start: today, end: today }),
      (client: TestClient) => client.call('getTotalRevenue', {}),
      (client: TestClient) => client.call('getAdminTopStreamExport', { start: today, end: today }),
      (client: TestClient) => client.call('runOnDemandMigrations', {}),
    ];
    for (const call of calls) await expectCallableError(call(anonymous), 'unauthenticated');
    for (const roles of [[], ['streamer'], ['organizer']] as const) {
      const client = await signIn({ roles: [...roles] });
      for (const call of calls) await expectCallableError(call(client), 'permission-denied');
    }
  });

  it('refuses a bad range with the reason, changing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ start: '2026-01-10', end: '2026-01-09' }, adminMessages.endBeforeStart],
      [{ start: '2025-01-01', end: '2026-01-02' }, adminMessages.rangeTooLong],
      [{ start: 'yesterday', end: '2026-01-02' }, adminMessages.dateFormat],
      [{ start: '2026-02-30', end: '2026-03-01' }, adminMessages.dateFormat],
      [{ start: '2026-01-01' }, adminMessages.dateFormat],
      [{ start: 20260101, end: 20260102 }, adminMessages.dateFormat],
    ];
    await expectNoDocumentWritten(async () => {
      for (const [payload, message] of cases) {
        expect(await expectCallableError(boss.call('getAdminSummaryStats', payload as never), 'invalid-argument'), JSON.stringify(payload)).toBe(message);
      }
    });
    expect(await boss.call('getAdminSummaryStats', { start: '2025-01-01', end: '2025-12-31' })).toMatchObject({ start: '2025-01-01' });
  });
});

describe('getAdminTopStreamExport', () => {
  it("lists the range's streams by money staked, with the stream bets and Kills + Win placed and paid out on each", async () => {
    const entries = (await adminDb.collectionGroup(LEDGER_COLLECTIONS.transactions).get()).docs.map((doc) => doc.data());
    const paid = entries
      .filter((entry) => ['bet_completed', 'parlay_completed'].includes(entry.type as string) && entry.reference?.id === star.streamId)
      .reduce((sum, entry) => sum + (entry.amount as number), 0);
    expect(paid).toBeGreaterThan(1_000);
    const exported = await boss.call('getAdminTopStreamExport', { start: today, end: today });
    expect(exported).toEqual({
      start: today,
      end: today,
      streams: [{ streamId: star.streamId, streamerName: star.username, count: 3, total: 3_100, paid }],
    });
    const desk = await signIn({ roles: ['superAdmin'] });
    expect(await desk.call('getAdminTopStreamExport', { start: today, end: today })).toEqual(exported);
    expect(await boss.call('getAdminTopStreamExport', { start: '2025-01-01', end: '2025-01-07' })).toEqual({ start: '2025-01-01', end: '2025-01-07', streams: [] });
  });

  it('refuses a bad range with the reason, changing nothing', async () => {
    await expectNoDocumentWritten(async () => {
      const refusal = (payload: unknown) => expectCallableError(boss.call('getAdminTopStreamExport', payload as never), 'invalid-argument');
      expect(await refusal({ start: '2026-01-10', end: '2026-01-09' })).toBe(adminMessages.endBeforeStart);
      expect(await refusal({ start: '2025-01-01', end: '2026-01-02' })).toBe(adminMessages.rangeTooLong);
      expect(await refusal({ start: '2026-01-01' })).toBe(adminMessages.dateFormat);
    });
  });
});

describe('the summaryRollups migration', () => {
  it('backfills the figures from the ledger, resumes a stopped run, and a second run finds nothing to do', async () => {
    await clearRollups();
    expect(await boss.call('getTotalRevenue', {})).toEqual({ revenue: 0, reserve: 0 });

    const stopped = await summaryRollups.run({ pageSize: 5, maxPages: 1 });
    expect(stopped.done).toBe(false);
    expect(stopped.changed).toBeGreaterThan(0);

    const first = await boss.call('runOnDemandMigrations', {});
    const backfill = first.migrations.find((migration) => migration.id === 'summaryRollups');
    expect(backfill).toMatchObject({ done: true, version: 1 });
    expect(backfill!.changed).toBeGreaterThan(0);
    expect(await boss.call('getAdminSummaryStats', { start: today, end: today })).toEqual(live);
    const { streams } = await boss.call('getAdminTopStreamExport', { start: today, end: today });
    expect(streams).toMatchObject([{ streamId: star.streamId, streamerName: star.username, count: 3, total: 3_100 }]);

    const second = await boss.call('runOnDemandMigrations', {});
    for (const migration of second.migrations) expect(migration, migration.id).toMatchObject({ changed: 0, done: true });
    expect(second.migrations.find((migration) => migration.id === 'summaryRollups')!.messages).toContain('Nothing to do: every ledger movement is already counted.');
    expect(await boss.call('getAdminSummaryStats', { start: today, end: today })).toEqual(live);
    await expectBooksBalanced();
  });

  it('counts money moved after a backfill once, live', async () => {
    const depositor = await createDepositor();
    await depositor.call('addBalance', { orderId: await paidOrder(depositor.uid, 1_000), amount: 1_000, requestId: newRequestId() });
    const after = await boss.call('getAdminSummaryStats', { start: today, end: today });
    expect(after.accounts).toEqual({ count: 2, total: 3_500 });
    expect(after.newCount).toBe(live.newCount + 1);
  });
});
