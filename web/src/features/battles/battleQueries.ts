/** What the battle page lists, shared by its live reads (useBattle.ts) and its first view over REST (usePublicBattle.ts). */

/** The odds history the chart draws: the first 500 published prices. */
export const ODDS_HISTORY_LIMIT = 500;

/** Settled bets are public (DECISIONS.md "Who sees a bet"); the newest 20 show. */
export const SETTLED_BET_STATUSES = ['won', 'lost', 'refunded'] as const;
export const SETTLED_SHOWN = 20;
