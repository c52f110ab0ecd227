import type { DocumentData } from './support';
import { scoreIndicators } from '../../functions/src/shared/harm/indicators';
import type { HarmDoc, HarmInteraction, HarmNote } from '../../functions/src/shared/harm/types';

const AT = Date.parse('2026-06-30T12:00:00Z');

/** harm/{uid} as the server writes it: a strong indicator holding deposits and betting. */
export function sampleHarm(uid: string, overrides: DocumentData = {}): DocumentData {
  const harm: HarmDoc = {
    uid,
    level: 'strong',
    scores: scoreIndicators([{ day: '2026-06-30', declinedDeposits: 5 }], '2026-06-30'),
    assessedAt: AT,
    day: '2026-06-30',
    held: true,
    case: { status: 'held', openedAt: AT, indicators: ['declinedDeposits'], contestedAt: null, decision: null, decidedAt: null, reason: null },
    lift: null,
    basis: AT,
  };
  return { ...harm, ...overrides };
}

export function sampleHarmNote(overrides: DocumentData = {}): DocumentData {
  const note: HarmNote = { by: 'customer', text: 'I was topping up for a friend, please look again.', at: AT };
  return { ...note, ...overrides };
}

export function sampleHarmDay(day: string, overrides: DocumentData = {}): DocumentData {
  return { day, deposits: 10_000, declinedDeposits: 1, ...overrides };
}

export function sampleHarmInteraction(uid: string, day: string, overrides: DocumentData = {}): DocumentData {
  const interaction: HarmInteraction = { uid, day, level: 'strong', action: 'hold', at: AT };
  return { ...interaction, ...overrides };
}
