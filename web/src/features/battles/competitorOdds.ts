import type { BattleDoc, Competitor } from '@shared/battles/types';

/** A side's published odds: the battle's current odds for it, or its starting odds before any are published. */
export function competitorOdds(battle: Pick<BattleDoc, 'odds'>, competitor: Pick<Competitor, 'id' | 'startingOdds'>): number {
  return battle.odds.competitors[competitor.id]?.value ?? competitor.startingOdds;
}
