import { describe, expect, it } from 'vitest';
import { evaluateInteractions } from './evaluation';
import type { HarmCase, HarmInteraction } from './types';

const AT = Date.parse('2026-06-30T12:00:00Z');
const record = (uid: string, day: string, level: HarmInteraction['level'], action: HarmInteraction['action']): HarmInteraction => ({ uid, day, level, action, at: AT });
const decided = (decision: HarmCase['decision']): HarmCase => ({ status: 'lifted', openedAt: AT, indicators: ['declinedDeposits'], contestedAt: null, decision, decidedAt: AT, reason: 'Reviewed with the customer by phone.' });

describe('evaluateInteractions', () => {
  it('counts each customer once at the highest level reached, with the actions taken, the decisions and who fell', () => {
    const rows = evaluateInteractions(
      [
        record('a', '2026-06-01', 'low', 'message'),
        record('a', '2026-06-02', 'strong', 'hold'),
        record('b', '2026-06-01', 'medium', 'prompt'),
        record('c', '2026-06-03', 'strong', 'hold'),
        record('d', '2026-06-03', 'low', 'message'),
      ],
      new Map([
        ['a', { level: 'low' as const, case: decided('lift') }],
        ['b', { level: 'medium' as const, case: null }],
        ['c', { level: 'strong' as const, case: { ...decided(null), status: 'held' as const } }],
      ]),
    );
    expect(rows).toEqual([
      { level: 'low', customers: 1, actions: { message: 1 }, decisions: {}, fell: 1 },
      { level: 'medium', customers: 1, actions: { prompt: 1 }, decisions: {}, fell: 0 },
      { level: 'strong', customers: 2, actions: { message: 1, hold: 2 }, decisions: { lift: 1, pending: 1 }, fell: 1 },
    ]);
  });
});
