import { centsAsDecimal, toCsv } from '@shared/core/csv';
import type { AdminSummaryStats, TopStreamExport } from '@shared/admin/types';

/** Each amount twice: dollars with two decimals, then cents. */
const money = (cents: number) => [centsAsDecimal(cents), cents];

/** The Summary's range, one line per UTC day: wagers, deposits and revenue. */
export function summaryDaysCsv(stats: AdminSummaryStats): { filename: string; csv: string } {
  const header = ['Day', 'Wagers (USD)', 'Wagers (cents)', 'Deposits (USD)', 'Deposits (cents)', 'Revenue (USD)', 'Revenue (cents)'];
  const rows = stats.days.map((day) => [day.day, ...money(day.wagers), ...money(day.deposits), ...money(day.revenue)]);
  return { filename: `summary-${stats.start}-to-${stats.end}.csv`, csv: toCsv(header, rows) };
}

/** The range's top streams by money staked on stream bets and Kills + Win. */
export function topStreamsCsv(exported: TopStreamExport): { filename: string; csv: string } {
  const header = ['Rank', 'Stream ID', 'Streamer', 'Bets', 'Staked (USD)', 'Staked (cents)', 'Paid out (USD)', 'Paid out (cents)'];
  const rows = exported.streams.map((row, index) => [index + 1, row.streamId, row.streamerName, row.count, ...money(row.total), ...money(row.paid)]);
  return { filename: `top-streams-${exported.start}-to-${exported.end}.csv`, csv: toCsv(header, rows) };
}
