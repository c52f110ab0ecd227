import * as yup from 'yup';
import { fields, MAX_DATE_MS } from '../core/fields';
import { BONUS_CREDIT_CENTS, type AmountUnit, toCents } from '../core/money';
import { GAME_STATS, GAME_STAT_LABELS, GAME_TYPES, isGameMode, SERIES_FORMATS, type GameStat, type GameType } from '../games/catalogue';
import {
  BATTLE_AMOUNT_INPUT_MAX_CENTS,
  BATTLE_MIN_BET_CENTS,
  BATTLE_TYPES,
  COMPETITOR_ROLES,
  STARTING_ODDS_MAX,
  STARTING_ODDS_MIN,
  STAT_MAX,
  STAT_MIN,
  TEAM_PLAYER_ROLES,
} from './constants';
import { battleMessages, formatBattleMessage, teamMessages } from './messages';

/**
 * Battle, game, team and bet rules, shared by the drawers' forms and by the callables (validated strictly).
 * Forms hold dollars and a Date converted to ms; callables carry cents and ms.
 */
export const battleFields = {
  startingOdds: () =>
    yup
      .number()
      .typeError(battleMessages.oddsNumber)
      .required(battleMessages.oddsRequired)
      .positive(battleMessages.oddsMin)
      .min(STARTING_ODDS_MIN, battleMessages.oddsMin)
      .max(STARTING_ODDS_MAX, battleMessages.oddsMax),
  /** The scheduled time in ms: required and in the future (as of `now`, the time the form or call is checked). */
  scheduledAt: (now: () => number = Date.now) =>
    yup
      .number()
      .typeError(battleMessages.scheduledAtRequired)
      .required(battleMessages.scheduledAtRequired)
      .integer(battleMessages.scheduledAtRequired)
      .max(MAX_DATE_MS, battleMessages.scheduledAtRequired)
      .test('future', battleMessages.scheduledAtFuture, (value) => value === undefined || value > now()),
  stat: (label: string) =>
    yup
      .number()
      .typeError(formatBattleMessage.statRequired(label))
      .required(formatBattleMessage.statRequired(label))
      .min(STAT_MIN, formatBattleMessage.statNegative(label))
      .max(STAT_MAX, formatBattleMessage.statMax(label)),
  /** The cash part of a bet, in dollars (form) or cents (callable): required, up to $1,000. */
  betBalance: (unit: AmountUnit) => {
    const base = yup.number().typeError(battleMessages.amountRequired).required(battleMessages.amountRequired).min(0, battleMessages.amountRequired);
    return (unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base).test(
      'input-max',
      `Amount cannot be more than ${BATTLE_AMOUNT_INPUT_MAX_CENTS / 100}`,
      (value) => value === undefined || toCents(value, unit) <= BATTLE_AMOUNT_INPUT_MAX_CENTS,
    );
  },
  betCredits: () => yup.number().typeError('Credits must be a number').integer('Credits must be a whole number').min(0, 'Credits cannot be negative').max(1_000).required(),
};

const competitorInput = yup
  .object({
    id: fields.id().required(battleMessages.competitorsRequired),
    role: yup.string().oneOf(COMPETITOR_ROLES, battleMessages.competitorRoleRequired).required(battleMessages.competitorRoleRequired),
    odds: battleFields.startingOdds(),
  })
  .noUnknown();

/** Create (no battleId) or edit a battle. */
export const saveBattleRequest = yup
  .object({
    battleId: fields.id().optional(),
    type: yup.string().oneOf(BATTLE_TYPES, battleMessages.competitorTypeRequired).required(battleMessages.competitorTypeRequired),
    series: yup
      .number()
      .required()
      .oneOf(SERIES_FORMATS.map((format) => format.games), 'Series must be a single game or best of 3, 5 or 7'),
    scheduledAt: battleFields.scheduledAt(),
    game: yup
      .object({
        type: yup.string().oneOf(GAME_TYPES, 'Game type is required').required('Game type is required'),
        mode: yup
          .string()
          .required('Game mode is required')
          .test('mode-of-game', 'Game mode is not played in this game', function (mode) {
            const type = (this.parent as { type?: string }).type;
            return mode === undefined || ((GAME_TYPES as readonly string[]).includes(type ?? '') && isGameMode(type as GameType, mode));
          }),
      })
      .noUnknown()
      .required(),
    competitors: yup
      .array(competitorInput)
      .required(battleMessages.battleCompetitorsRequired)
      .length(2, battleMessages.battleCompetitorsRequired)
      .test('unique', battleMessages.competitorsUnique, (list) => !list || new Set(list.map((item) => item.id)).size === list.length)
      .test('roles', battleMessages.competitorRoleRequired, (list) => !list || new Set(list.map((item) => item.role)).size === list.length),
    useReserve: yup.boolean().required('Reserve is required'),
    /** The chest target in cents; the default comes from configuration. */
    chestTarget: yup.number().integer().min(BATTLE_MIN_BET_CENTS).max(10_000_000).optional(),
  })
  .noUnknown();

/** Players per side, as resolved from the streamers or teams chosen: the cross-side rules of the battle form. */
export function competitorPlayersRefusal(sides: readonly (readonly string[])[]): string | null {
  const [first = [], second = []] = sides;
  if (first.some((id) => second.includes(id))) return battleMessages.samePlayers;
  if (first.length !== second.length) return battleMessages.sameSize;
  return null;
}

type Stats = Record<string, Record<string, unknown>>;

/** The game's stats per player: each stat of the game for each player, 0 to 200. */
export function statsRefusal(stats: Stats, playerIds: readonly string[], statNames: readonly GameStat[]): string | null {
  for (const playerId of playerIds) {
    for (const stat of statNames) {
      try {
        battleFields.stat(GAME_STAT_LABELS[stat]).validateSync(stats[playerId]?.[stat], { strict: true });
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

const statsShape = yup
  .mixed<Stats>()
  .test('stats-shape', 'Stats must be numbers per player', (value) => {
    if (value === undefined) return true;
    if (!value || typeof value !== 'object') return false;
    return Object.entries(value).every(
      ([player, stats]) =>
        player.length <= 128 &&
        !!stats &&
        typeof stats === 'object' &&
        Object.keys(stats).every((stat) => (GAME_STATS as readonly string[]).includes(stat)),
    );
  });

/** Start, end or record the result of game `number` of a battle. */
export const saveBattleGameRequest = yup
  .object({
    battleId: fields.id().required(),
    number: yup.number().integer().min(1).max(7).required(),
    action: yup.string().oneOf(['start', 'end', 'result'] as const).required(),
    winnerId: fields.id().when('action', { is: 'result', then: (schema) => schema.required(battleMessages.winnerRequired) }),
    stats: statsShape.when('action', { is: 'result', then: (schema) => schema.required('Stats are required') }),
  })
  .noUnknown();

export const battleIdRequest = yup.object({ battleId: fields.id().required() }).noUnknown();

/** A bet: the cash part and the credits; the stake is their sum (a credit is $5), at least $5. */
export const battleBetFormSchema = (unit: AmountUnit) =>
  yup.object({
    balance: battleFields.betBalance(unit),
    credits: battleFields.betCredits(),
  }).test('minimum', battleMessages.minimumAmount, (value) => {
    if (value?.balance === undefined || value.credits === undefined) return true;
    return toCents(value.balance, unit) + value.credits * BONUS_CREDIT_CENTS >= BATTLE_MIN_BET_CENTS;
  });

export const createBattleBetRequest = yup
  .object({
    requestId: fields.requestId(),
    battleId: fields.id().required(),
    competitorId: fields.id().required(battleMessages.competitorIdRequired),
    balance: battleFields.betBalance('cents'),
    credits: battleFields.betCredits(),
    /** The published odds the user saw. */
    odds: yup.number().typeError('Odds must be a number').required('Odds are required').positive('Odds must be positive').max(1_000),
  })
  .noUnknown()
  .test('minimum', battleMessages.minimumAmount, (value) => {
    if (typeof value.balance !== 'number' || typeof value.credits !== 'number') return true;
    return value.balance + value.credits * BONUS_CREDIT_CENTS >= BATTLE_MIN_BET_CENTS;
  });

const teamPlayerInput = yup
  .object({
    id: fields.id().required(),
    name: yup.string().trim().min(3, teamMessages.playerNameMin).max(64).required(teamMessages.playerNameMin),
    role: yup.string().oneOf(TEAM_PLAYER_ROLES, teamMessages.playerRole).required(teamMessages.playerRole),
  })
  .noUnknown();

export const saveTeamRequest = yup
  .object({
    teamId: fields.id().optional(),
    name: yup.string().typeError(teamMessages.nameRequired).required(teamMessages.nameRequired).trim('Team name must not start or end with spaces').min(3, teamMessages.nameMin).max(64),
    players: yup
      .array(teamPlayerInput)
      .required(teamMessages.minPlayers)
      .min(2, teamMessages.minPlayers)
      .max(10)
      .test('unique', 'Players must be unique', (list) => !list || new Set(list.map((item) => item.id)).size === list.length)
      .test('one-captain', teamMessages.oneCaptain, (list) => !list || list.filter((item) => item.role === 'captain').length === 1),
  })
  .noUnknown();

