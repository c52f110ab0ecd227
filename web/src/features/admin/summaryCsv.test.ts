import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@shared/core/csv';
import { summaryDaysCsv, topStreamsCsv } from './summaryCsv';

describe('topStreamsCsv', () => {
  it('ranks the streams and quotes a streamer name with a comma, a quote or a line break', () => {
    const { filename, csv } = topStreamsCsv({
      start: '2026-01-01',
      end: '2026-01-31',
      streams: [
        { streamId: 's1', streamerName: 'Zoë, "the ace"\nLive', count: 3, total: 3_100, paid: 4_250 },
        { streamId: 's2', streamerName: null, count: 1, total: 5, paid: 0 },
      ],
    });
    expect(filename).toBe('top-streams-2026-01-01-to-2026-01-31.csv');
    expect(csv).toBe(
      `${CSV_BOM}Rank,Stream ID,Streamer,Bets,Staked (USD),Staked (cents),Paid out (USD),Paid out (cents)\r\n` +
        '1,s1,"Zoë, ""the ace""\nLive",3,31.00,3100,42.50,4250\r\n' +
        '2,s2,,1,0.05,5,0.00,0\r\n',
    );
  });
});

describe('summaryDaysCsv', () => {
  it('writes one line per day with each amount in dollars and cents', () => {
    const days = [{ day: '2026-01-01', wagers: 9_100, deposits: 2_500, revenue: -120 }];
    const { filename, csv } = summaryDaysCsv({ start: '2026-01-01', end: '2026-01-01', days } as Parameters<typeof summaryDaysCsv>[0]);
    expect(filename).toBe('summary-2026-01-01-to-2026-01-01.csv');
    expect(csv.split('\r\n')[1]).toBe('2026-01-01,91.00,9100,25.00,2500,-1.20,-120');
  });
});
