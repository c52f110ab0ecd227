import dayjs from 'dayjs';
import { ValidationError } from 'yup';
import { SCHEDULE_STEP_MINUTES, type BattleType, type CompetitorRole } from '@shared/battles/constants';
import { complementPercent, oddsFromPercent, percentFromOdds } from '@shared/battles/odds';
import { competitorPlayersRefusal, saveBattleRequest } from '@shared/battles/schemas';
import type { BattleDoc } from '@shared/battles/types';
import type { CallableRequest } from '@shared/contract';
import { GAMES, GAME_TYPES, type GameMode, type GameType } from '@shared/games/catalogue';

/** A side picked in the drawer: a streamer (its own id is its only player) or a team with its players. */
export interface CompetitorOption {
  id: string;
  name: string;
  playerIds: string[];
}

/** The Edit Battle drawer's values. The opponent's percentage is always the complement of the challenger's. */
export interface BattleFormValues {
  gameType: GameType;
  gameMode: GameMode;
  series: number;
  /** As the datetime-local input holds it: 'YYYY-MM-DDTHH:mm', local time. */
  scheduledAt: string;
  type: BattleType;
  challenger: CompetitorOption | null;
  opponent: CompetitorOption | null;
  challengerPercent: number;
  useReserve: boolean;
  /**
   * An existing battle's starting odds with the percentage the slider shows for them. Two odds rounded to 2
   * decimals need not be exact complements (1.67X and 2.5X), so while the slider stays there they are kept as saved.
   */
  saved: { percent: number; odds: [number, number] } | null;
}

export type BattleFormErrors = Partial<Record<keyof BattleFormValues | 'competitors' | 'odds', string>>;

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const STEP_MS = SCHEDULE_STEP_MINUTES * 60_000;

/** The next 15-minute step after `now`, the default start of a new battle. */
export function nextScheduleStep(now: number = Date.now()): number {
  return Math.floor(now / STEP_MS) * STEP_MS + STEP_MS;
}

export const toInputTime = (ms: number) => dayjs(ms).format(INPUT_FORMAT);

/** The input's local time in ms, or NaN when it holds no valid date. */
export function fromInputTime(value: string): number {
  const parsed = dayjs(value);
  return value && parsed.isValid() ? parsed.valueOf() : Number.NaN;
}

const optionOf = (battle: BattleDoc, role: CompetitorRole): CompetitorOption | null => {
  const side = battle.competitors.find((competitor) => competitor.role === role);
  return side ? { id: side.id, name: side.name, playerIds: Object.keys(side.players) } : null;
};

/** A new battle's defaults, or an existing battle's values. */
export function initialBattleValues(battle: BattleDoc | null, now: number = Date.now()): BattleFormValues {
  if (!battle) {
    const gameType = GAME_TYPES[0];
    return {
      gameType,
      gameMode: GAMES[gameType].modes[0]!,
      series: 1,
      scheduledAt: toInputTime(nextScheduleStep(now)),
      type: 'player',
      challenger: null,
      opponent: null,
      challengerPercent: 50,
      useReserve: false,
      saved: null,
    };
  }
  const odds = (role: CompetitorRole) => battle.competitors.find((competitor) => competitor.role === role)?.startingOdds ?? 2;
  const percent = percentFromOdds(odds('challenger'));
  return {
    gameType: battle.game.type,
    gameMode: battle.game.mode,
    series: battle.series,
    scheduledAt: toInputTime(battle.scheduledAt.toMillis()),
    type: battle.type,
    challenger: optionOf(battle, 'challenger'),
    opponent: optionOf(battle, 'opponent'),
    challengerPercent: percent,
    useReserve: battle.useReserve,
    saved: { percent, odds: [odds('challenger'), odds('opponent')] },
  };
}

/** Each side's starting odds: the saved ones while the slider has not moved, else 100 / p and its complement. */
export function sideOdds(values: Pick<BattleFormValues, 'challengerPercent' | 'saved'>): [number, number] {
  if (values.saved && values.saved.percent === values.challengerPercent) return values.saved.odds;
  return [oddsFromPercent(values.challengerPercent), oddsFromPercent(complementPercent(values.challengerPercent))];
}

/** The saveBattle request the values make (cents and ms, as the callable takes them). */
export function battleRequestOf(values: BattleFormValues, battleId?: string): CallableRequest<'saveBattle'> {
  const odds = sideOdds(values);
  const sides = [values.challenger, values.opponent];
  return {
    ...(battleId ? { battleId } : {}),
    type: values.type,
    series: values.series,
    scheduledAt: fromInputTime(values.scheduledAt),
    game: { type: values.gameType, mode: values.gameMode },
    // A side not picked yet has no id, which the schema reports as 'Competitors are required'.
    competitors: (['challenger', 'opponent'] as const).map((role, index) => ({ id: sides[index]?.id as string, role, odds: odds[index]! })),
    useReserve: values.useReserve,
  };
}

/** Where each of the schema's paths shows its message in the drawer. */
function fieldOf(path: string | undefined): keyof BattleFormErrors {
  if (path === 'game.type') return 'gameType';
  if (path === 'game.mode') return 'gameMode';
  if (path === 'competitors[0].id') return 'challenger';
  if (path === 'competitors[1].id') return 'opponent';
  if (path?.endsWith('.odds')) return 'odds';
  if (path === 'scheduledAt' || path === 'series' || path === 'type' || path === 'useReserve') return path;
  return 'competitors';
}

/**
 * Checks the values with saveBattle's own schema, then the cross-side rules the server applies once it has read
 * the players of each side; the first message for each field.
 */
export async function validateBattleForm(values: BattleFormValues, battleId?: string): Promise<BattleFormErrors> {
  const errors: BattleFormErrors = {};
  try {
    await saveBattleRequest.validate(battleRequestOf(values, battleId), { abortEarly: false, strict: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf(item.path);
      errors[field] ??= item.message;
    }
  }
  // Until both sides are picked, each picker says so; 'must be unique' would only repeat it.
  if (!values.challenger || !values.opponent) delete errors.competitors;
  else if (!errors.competitors) {
    const refusal = competitorPlayersRefusal([values.challenger.playerIds, values.opponent.playerIds]);
    if (refusal) errors.competitors = refusal;
  }
  return errors;
}
