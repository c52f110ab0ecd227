import { defineCallable } from '../core/callable';
import { matchData } from '../matchData/provider';
import type { GameMode } from '../shared/games/catalogue';
import { currentOdds } from './odds';

/** The stream bet dialog's odds, one entry per game asked (public: visitors see the prices too). */
export const getOdds = defineCallable('getOdds', { allow: ['visitor', 'user'], secrets: matchData.secrets }, async ({ streamId, games }) => {
  const seen = new Set<string>();
  const unique = games.filter((game) => !seen.has(game.type) && seen.add(game.type));
  const priced = [];
  for (const game of unique) priced.push(await currentOdds(streamId, game.type, game.mode as GameMode));
  return { streamId, games: priced };
});
