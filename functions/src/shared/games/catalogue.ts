/**
 * The game catalogue (spec 02, section 3): games, their modes, the stats recorded for a game, and the stream bet
 * types each game offers. Forms, schemas, pricing and settlement all read it from here.
 */
export const GAME_TYPES = ['apex_legends', 'cod', 'counter_strike', 'fifa', 'valorant'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_MODES = [
  'battle_royale',
  'casual',
  'competitive',
  'control',
  'deathmatch',
  'fc24',
  'gun_run',
  'multiplayer',
  'premier',
  'team_deathmatch',
  'warzone',
  'wingman',
] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const GAME_MODE_LABELS: Record<GameMode, string> = {
  battle_royale: 'Battle Royale',
  casual: 'Casual',
  competitive: 'Competitive',
  control: 'Control',
  deathmatch: 'Deathmatch',
  fc24: 'FC24',
  gun_run: 'Gun Run',
  multiplayer: 'Multiplayer',
  premier: 'Premier',
  team_deathmatch: 'Team Deathmatch',
  warzone: 'Warzone',
  wingman: 'Wingman',
};

export const STREAM_BET_TYPES = [
  'kd_ratio',
  'kills',
  'kills_parity_evens',
  'kills_parity_odds',
  'kills_ranges_below',
  'kills_ranges_above',
  'kills_ranges_above2x',
  'kills_ranges_max',
  'match_win',
] as const;
export type StreamBetType = (typeof STREAM_BET_TYPES)[number];

export const STREAM_BET_TYPE_LABELS: Record<StreamBetType, string> = {
  kd_ratio: 'Kills / Death',
  kills: 'Kills',
  kills_parity_evens: 'Even Kills',
  kills_parity_odds: 'Odd Kills',
  kills_ranges_below: 'Kills Range Low',
  kills_ranges_above: 'Kills Range Mid',
  kills_ranges_above2x: 'Kills Range High',
  kills_ranges_max: 'Kills Range Max',
  match_win: 'Match Win',
};

export const GAME_STATS = ['kills', 'deaths', 'goals', 'assists'] as const;
export type GameStat = (typeof GAME_STATS)[number];
export const GAME_STAT_LABELS: Record<GameStat, string> = { kills: 'Kills', deaths: 'Deaths', goals: 'Goals', assists: 'Assists' };

/** Valorant is priced and settled automatically from match data; the other games by an admin in limited hours. */
export type DealerKind = 'virtual' | 'live';
export const DEALER_DESCRIPTIONS: Record<DealerKind, string> = {
  virtual: 'Virtual dealer (24 hrs / day)',
  live: 'Live dealer (limited hours)',
};

export interface GameEntry {
  type: GameType;
  name: string;
  modes: readonly GameMode[];
  dealer: DealerKind;
  betTypes: readonly StreamBetType[];
  /** Stats recorded per player for a battle game, by mode where a mode differs (Warzone records kills only). */
  stats: readonly GameStat[];
  statsByMode?: Partial<Record<GameMode, readonly GameStat[]>>;
}

const WITHOUT_KD = STREAM_BET_TYPES.filter((type) => type !== 'kd_ratio');

export const GAMES: Record<GameType, GameEntry> = {
  apex_legends: {
    type: 'apex_legends',
    name: 'Apex Legends',
    modes: ['battle_royale', 'control', 'gun_run'],
    dealer: 'live',
    betTypes: WITHOUT_KD,
    stats: ['kills', 'deaths'],
  },
  cod: {
    type: 'cod',
    name: 'Call of Duty',
    modes: ['multiplayer', 'warzone'],
    dealer: 'live',
    betTypes: WITHOUT_KD,
    stats: ['kills', 'deaths'],
    statsByMode: { warzone: ['kills'] },
  },
  counter_strike: {
    type: 'counter_strike',
    name: 'Counter-Strike',
    modes: ['casual', 'competitive', 'deathmatch', 'premier', 'wingman'],
    dealer: 'live',
    betTypes: WITHOUT_KD,
    stats: ['kills', 'deaths'],
  },
  fifa: { type: 'fifa', name: 'FIFA', modes: ['fc24'], dealer: 'live', betTypes: [], stats: ['goals'] },
  valorant: {
    type: 'valorant',
    name: 'Valorant',
    modes: ['competitive'],
    dealer: 'virtual',
    betTypes: STREAM_BET_TYPES,
    stats: ['kills', 'deaths'],
  },
};

export function isGameMode(type: GameType, mode: string): mode is GameMode {
  return (GAMES[type]?.modes as readonly string[] | undefined)?.includes(mode) ?? false;
}

/** Whether the game of `type` offers stream bets of `betType` (false for anything outside the catalogue). */
export function offersBetType(type: string, betType: string): boolean {
  return (GAMES[type as GameType]?.betTypes as readonly string[] | undefined)?.includes(betType) ?? false;
}

/** The stats recorded per player for a game of `type` in `mode`. */
export function statsFor(type: GameType, mode: GameMode): readonly GameStat[] {
  return GAMES[type].statsByMode?.[mode] ?? GAMES[type].stats;
}

export function gameDescription(type: GameType): string {
  return DEALER_DESCRIPTIONS[GAMES[type].dealer];
}

/** Battle series formats: the number of games and the label the forms show. */
export const SERIES_FORMATS = [
  { games: 1, label: 'Single game' },
  { games: 3, label: 'Best of 3' },
  { games: 5, label: 'Best of 5' },
  { games: 7, label: 'Best of 7' },
] as const;
export type SeriesLength = (typeof SERIES_FORMATS)[number]['games'];

export function seriesLabel(games: number): string {
  return SERIES_FORMATS.find((format) => format.games === games)?.label ?? `Best of ${games}`;
}
