/** Battles (spec 02 sections 3, 4 and 9; DECISIONS.md "Battles"). Money in cents. */
export const BATTLE_STATUSES = ['scheduled', 'live', 'review', 'final', 'cancelled', 'void'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** The order the battles list sorts statuses in. */
export const BATTLE_STATUS_ORDER: readonly BattleStatus[] = ['live', 'void', 'scheduled', 'review', 'final', 'cancelled'];

export const BATTLE_STATUS_LABELS: Record<BattleStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  review: 'Review',
  final: 'Final',
  cancelled: 'Cancelled',
  void: 'Void',
};

export const GAME_STATUSES = ['pending', 'live', 'review', 'over'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_STATUS_LABELS: Record<GameStatus, string> = { pending: 'Pending', live: 'Live', review: 'Reviewing', over: 'Game Over' };

export const BATTLE_TYPES = ['player', 'team'] as const;
export type BattleType = (typeof BATTLE_TYPES)[number];
export const COMPETITOR_ROLES = ['challenger', 'opponent'] as const;
export type CompetitorRole = (typeof COMPETITOR_ROLES)[number];
export const COMPETITOR_ROLE_LABELS: Record<CompetitorRole, string> = { challenger: 'Challenger', opponent: 'Opponent' };
export const TEAM_PLAYER_ROLES = ['captain', 'player'] as const;
export type TeamPlayerRole = (typeof TEAM_PLAYER_ROLES)[number];

/** Stakes: minimum $5; per bet $50 and per battle $300 (the user's own limits may be lower). */
export const BATTLE_MIN_BET_CENTS = 500;
export const BATTLE_BET_CAP_CENTS = 5_000;
export const BATTLE_MATCH_CAP_CENTS = 30_000;
/** The amount input accepts up to $1,000 with 2 decimals. */
export const BATTLE_AMOUNT_INPUT_MAX_CENTS = 100_000;

/** Starting odds (the organizer's fair price) and published odds bounds. */
export const STARTING_ODDS_MIN = 1.5;
export const STARTING_ODDS_MAX = 3;
export const PUBLISHED_ODDS_MIN = 1.05;
export const PUBLISHED_ODDS_MAX = 20;
export const ODDS_SLIDER_DEFAULT = 50;

/** Reserve battles: fee shares of amount x odds. */
export const FEE_RATES = { prize: { player: 0.06, team: 0.08 }, house: 0.04, earnings: 0 } as const;

/** Record Battle stat inputs. */
export const STAT_MIN = 0;
export const STAT_MAX = 200;
/** Date-time picker step. */
export const SCHEDULE_STEP_MINUTES = 15;

/** A battle whose chest is not full this long after its time is cancelled; one still scheduled after a day too. */
export const CHEST_GRACE_MS = 3_600_000;
export const STALE_SCHEDULED_MS = 24 * 3_600_000;

/** Query limits. */
export const BATTLES_QUERY_LIMIT = 1_000;
export const TEAMS_QUERY_LIMIT = 1_000;
export const BETS_PER_BATTLE_LIMIT = 100;

/** Chest shards: every bet adds its stake to one of these, so that bets on one battle do not queue on one document. */
export const CHEST_SHARDS = 10;
