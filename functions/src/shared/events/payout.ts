import { WINNERS_PERCENT, type EventKind } from './constants';

/**
 * An event's payout: winners share `WINNERS_PERCENT` of the pot (sponsored 80%, streamer-led 100%) equally, each
 * share rounded down to the cent; what is left (the house's 20% and the rounding) stays with the house.
 */
export function eventSplit(pot: number, kind: EventKind, winners: number): { perWinner: number; winnersTotal: number; house: number } {
  if (!Number.isSafeInteger(pot) || pot < 0) throw new Error(`A pot is a whole number of cents: ${pot}`);
  if (!Number.isSafeInteger(winners) || winners < 1) throw new Error(`An event has at least one winner: ${winners}`);
  const share = Math.floor((pot * WINNERS_PERCENT[kind]) / 100);
  const perWinner = Math.floor(share / winners);
  return { perWinner, winnersTotal: perWinner * winners, house: pot - perWinner * winners };
}

/** The entrants with the most kills (ties share); none when nobody entered. Sorted for a stable order. */
export function killsWinners(kills: Record<string, number>): string[] {
  const entries = Object.entries(kills);
  if (entries.length === 0) return [];
  const best = Math.max(...entries.map(([, value]) => value));
  return entries
    .filter(([, value]) => value === best)
    .map(([uid]) => uid)
    .sort();
}
