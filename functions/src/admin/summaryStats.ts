import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import { db } from '../core/admin';
import { ADMIN_COLLECTIONS, adminPaths } from '../shared/admin/firestorePaths';
import { dayOf, dayStartMs, daysBetween } from '../shared/admin/schemas';
import type { AdminSummaryStats, ItemFigures, ReserveFigures, SummaryDay, TotalRevenue } from '../shared/admin/types';
import { SUMMARY_SHARDS } from './summaryRollups';
import { ITEM_KINDS, SUMMARY_BUCKETS, type SummaryBucket } from './summaryFigures';

type Buckets = Record<SummaryBucket, number>;
const DAY_MS = 86_400_000;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const group = (data: DocumentData | undefined, name: string): Record<string, unknown> => (data?.[name] as Record<string, unknown> | undefined) ?? {};
const noBuckets = (): Buckets => ({ fees: 0, house: 0, earnings: 0, prize: 0 });

function addBuckets(into: Buckets, data: DocumentData | undefined): void {
  const buckets = group(data, 'buckets');
  for (const bucket of SUMMARY_BUCKETS) into[bucket] += num(buckets[bucket]);
}

const revenueOf = (buckets: Buckets) => buckets.fees + buckets.house + buckets.earnings;
const reserveOf = (buckets: Buckets) => buckets.house + buckets.earnings + buckets.prize;

/** Every shard of each day: days × SUMMARY_SHARDS reads. */
async function readDays(days: readonly string[]): Promise<Map<string, DocumentData[]>> {
  const refs = days.flatMap((day) => Array.from({ length: SUMMARY_SHARDS }, (_, shard) => db.doc(adminPaths.summaryDay(day, shard))));
  const byDay = new Map<string, DocumentData[]>(days.map((day) => [day, []]));
  if (refs.length === 0) return byDay;
  for (const snap of await db.getAll(...refs)) {
    const data = snap.data();
    if (data) byDay.get(String(data.day))?.push(data);
  }
  return byDay;
}

/** All-time bucket totals: SUMMARY_SHARDS reads. */
async function readTotals(): Promise<Buckets> {
  const totals = noBuckets();
  const snaps = await db.getAll(...Array.from({ length: SUMMARY_SHARDS }, (_, shard) => db.doc(adminPaths.summaryTotal(shard))));
  for (const snap of snaps) addBuckets(totals, snap.data());
  return totals;
}

export async function totalRevenue(): Promise<TotalRevenue> {
  const totals = await readTotals();
  return { revenue: revenueOf(totals), reserve: reserveOf(totals) };
}

/** Distinct users with a wager in the range: reads the range's active-user lines (ids only). */
async function activeUsers(start: string, end: string): Promise<number> {
  const snap = await db.collection(ADMIN_COLLECTIONS.summaryActive).where('day', '>=', start).where('day', '<=', end).select('uid').get();
  return new Set(snap.docs.map((doc) => String(doc.get('uid')))).size;
}

/** Accounts created in the range: a count aggregation over users' creation time. */
async function newAccounts(start: string, end: string): Promise<number> {
  const from = Timestamp.fromMillis(dayStartMs(start));
  const to = Timestamp.fromMillis(dayStartMs(end) + DAY_MS);
  const snap = await db.collection(CORE_COLLECTIONS.users).where('timestamp', '>=', from).where('timestamp', '<', to).count().get();
  return snap.data().count;
}

/** Basis points of `part` in `whole`, 0 when there is no whole. */
const basisPoints = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole));

/**
 * The Summary over `start`..`end` (UTC days), from the daily rollups: each figure is the range's sum of its day
 * fields; the reserve is the buckets at the end of `end` (all-time totals less the days after it, up to today).
 */
export async function summaryStats(start: string, end: string, now = Date.now()): Promise<AdminSummaryStats> {
  const rangeDays = daysBetween(start, end);
  const today = dayOf(now);
  const laterDays = end < today ? daysBetween(end, today).slice(1) : [];
  const [byDay, later, totals, activeCount, newCount] = await Promise.all([
    readDays(rangeDays),
    readDays(laterDays),
    readTotals(),
    activeUsers(start, end),
    newAccounts(start, end),
  ]);

  const items = Object.fromEntries(ITEM_KINDS.map((kind) => [kind, { count: 0, total: 0, paid: 0 }])) as Record<(typeof ITEM_KINDS)[number], ItemFigures>;
  const accounts = { count: 0, total: 0 };
  const wagers = { total: 0, credits: 0, cash: 0, count: 0 };
  const inRange = noBuckets();
  const days: SummaryDay[] = [];
  for (const day of rangeDays) {
    const dayBuckets = noBuckets();
    let dayWagers = 0;
    let dayDeposits = 0;
    for (const doc of byDay.get(day) ?? []) {
      for (const kind of ITEM_KINDS) {
        const figures = group(doc, kind);
        items[kind].count += num(figures.count);
        items[kind].total += num(figures.total);
        items[kind].paid += num(figures.paid);
      }
      const deposits = group(doc, 'accounts');
      accounts.count += num(deposits.count);
      accounts.total += num(deposits.total);
      dayDeposits += num(deposits.total);
      const staked = group(doc, 'wagers');
      wagers.total += num(staked.total);
      wagers.credits += num(staked.credits);
      wagers.cash += num(staked.cash);
      wagers.count += num(staked.count);
      dayWagers += num(staked.total);
      addBuckets(dayBuckets, doc);
    }
    for (const bucket of SUMMARY_BUCKETS) inRange[bucket] += dayBuckets[bucket];
    days.push({ day, wagers: dayWagers, deposits: dayDeposits, revenue: revenueOf(dayBuckets) });
  }

  const atEnd = { ...totals };
  for (const doc of [...later.values()].flat()) {
    const after = noBuckets();
    addBuckets(after, doc);
    for (const bucket of SUMMARY_BUCKETS) atEnd[bucket] -= after[bucket];
  }
  const reserve: ReserveFigures = { house: atEnd.house, earnings: atEnd.earnings, prize: atEnd.prize };
  const revenue = revenueOf(inRange);
  const profit = revenue + inRange.prize;
  return {
    start,
    end,
    ...items,
    accounts,
    activeCount,
    newCount,
    wagers,
    reserve,
    revenue: { revenue, reserve: reserveOf(atEnd), profit, margin: { gross: basisPoints(revenue, wagers.total), net: basisPoints(profit, wagers.total) } },
    days,
  };
}
