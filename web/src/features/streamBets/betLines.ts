import { GAMES, type StreamBetType } from '@shared/games/catalogue';
import type { OddsLines, StreamOddsView } from '@shared/streamBets/types';

/** The offered bet types of a game, in catalogue order: the dialog preselects the first. */
export const offeredTypes = (odds: StreamOddsView) => GAMES[odds.gameType].betTypes.filter((type) => odds.multipliers[type] !== undefined);

/** What a bet type needs to win, in the words the dialog and the bets list use. */
export function betLineText(type: StreamBetType, lines: OddsLines): string {
  const range = (low: number, high: number | null) => (high === null ? `${low} or more kills` : `${low} to ${high - 1} kills`);
  switch (type) {
    case 'kills':
      return `${lines.killsTarget} or more kills`;
    case 'kills_parity_evens':
      return 'An even number of kills';
    case 'kills_parity_odds':
      return 'An odd number of kills';
    case 'kills_ranges_below':
      return range(lines.ranges.below.low, lines.ranges.below.high);
    case 'kills_ranges_above':
      return range(lines.ranges.above.low, lines.ranges.above.high);
    case 'kills_ranges_above2x':
      return range(lines.ranges.above2x.low, lines.ranges.above2x.high);
    case 'kills_ranges_max':
      return range(lines.ranges.max.low, lines.ranges.max.high);
    case 'kd_ratio':
      return `K/D of ${lines.kdTarget.toFixed(2)} or better`;
    case 'match_win':
      return 'Wins the match';
  }
}
