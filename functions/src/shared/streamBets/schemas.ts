import * as yup from 'yup';
import { fields } from '../core/fields';
import { BONUS_CREDIT_CENTS, toCents, type AmountUnit } from '../core/money';
import { GAME_TYPES, GAMES, isGameMode, offersBetType, STREAM_BET_TYPES, type GameType, type StreamBetType } from '../games/catalogue';
import {
  ADMIN_BET_STATUSES,
  ADMIN_PARLAY_STATUSES,
  KILLS_TARGET_MAX,
  KILLS_TARGET_MIN,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  STREAM_AMOUNT_INPUT_MAX_CENTS,
  STREAM_MIN_BET_CENTS,
  TIP_MAX,
} from './constants';
import { streamBetMessages as messages } from './messages';

/**
 * Stream bet and Kills + Win rules, shared by the dialogs' forms (dollars) and the callables (cents, strict).
 */
const cashPart = (unit: AmountUnit) => {
  const base = yup.number().typeError(messages.amountRequired).required(messages.amountRequired).min(0, messages.amountRequired);
  return (unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base).test(
    'input-max',
    messages.maximumLimit,
    (value) => value === undefined || toCents(value, unit) <= STREAM_AMOUNT_INPUT_MAX_CENTS,
  );
};
const credits = () => yup.number().typeError('Credits must be a number').integer('Credits must be a whole number').min(0, 'Credits cannot be negative').max(1_000).required();

/** Tip percent: none (0), a preset or a custom value up to 100 with at most 3 decimals. */
export const tipField = () =>
  yup
    .number()
    .typeError('Tip must be a number')
    .required('Tip is required')
    .min(0, 'Tip cannot be negative')
    .max(TIP_MAX, messages.tipMax)
    .test('decimals', messages.tipDecimals, (value) => value === undefined || Math.abs(Math.round(value * 1_000) - value * 1_000) < 1e-6);

export const gameField = () =>
  yup
    .object({
      type: yup.string().oneOf(GAME_TYPES, 'Game type is not supported').required('Game type is required'),
      mode: yup.string().required('Game mode is required'),
    })
    .noUnknown()
    .test('mode', 'Game mode is not offered for this game', (game) => !game?.type || !game.mode || isGameMode(game.type, game.mode));

const atLeastMinimum = (unit: AmountUnit) => (value: { balance?: number; credits?: number } | undefined) => {
  if (typeof value?.balance !== 'number' || typeof value.credits !== 'number') return true;
  return toCents(value.balance, unit) + value.credits * BONUS_CREDIT_CENTS >= STREAM_MIN_BET_CENTS;
};

/** The stream bet dialog's wager: `maxCents` is the smaller of the remaining bet and match limits. */
export const streamBetFormSchema = (maxCents: number) =>
  yup
    .object({ balance: cashPart('dollars'), credits: credits(), tip: tipField() })
    .test('minimum', messages.minimumAmount, atLeastMinimum('dollars'))
    .test('maximum', messages.maximumLimit, (value) => {
      if (typeof value?.balance !== 'number' || typeof value.credits !== 'number') return true;
      return toCents(value.balance, 'dollars') + value.credits * BONUS_CREDIT_CENTS <= maxCents;
    });

export const getOddsRequest = yup
  .object({ streamId: fields.id().required(), games: yup.array(gameField().required()).min(1, 'games is required').max(GAME_TYPES.length).required('games is required') })
  .noUnknown();

export const createBetRequest = yup
  .object({
    requestId: fields.requestId(),
    streamId: fields.id().required(),
    oddsId: fields.id().required(),
    type: yup.string().oneOf(STREAM_BET_TYPES, 'Bet type is not supported').required('Bet type is required'),
    game: gameField().required(),
    /** The multiplier the user saw. */
    multiplier: yup.number().typeError('Multiplier must be a number').required('Multiplier is required').positive().max(1_000),
    balance: cashPart('cents'),
    credits: credits(),
    tip: tipField(),
  })
  .noUnknown()
  .test('bet-type', messages.betTypeUnavailable, (value) => !value.game?.type || !value.type || offersBetType(value.game.type, value.type))
  .test('minimum', messages.minimumAmount, atLeastMinimum('cents'));

export const updateBetStatusRequest = yup
  .object({ id: fields.id().required(), streamId: fields.id().required(), status: yup.string().oneOf(ADMIN_BET_STATUSES).required('status is required') })
  .noUnknown();

export const challengerNameField = () =>
  yup.string().required(messages.challengerName).matches(/^[A-Za-z0-9_-]{5,32}$/, messages.challengerName);

/** The Kills + Win form: the base in dollars or cents, credits, and who it is from. */
export const parlayFormSchema = (unit: AmountUnit) =>
  yup
    .object({ basePrice: cashPart(unit), credits: credits(), challengerName: challengerNameField() })
    .test('minimum', messages.minimumAmount, (value) => atLeastMinimum(unit)({ balance: value?.basePrice, credits: value?.credits }));

export const createParlayRequest = yup
  .object({
    requestId: fields.requestId(),
    streamId: fields.id().required(),
    basePrice: cashPart('cents'),
    credits: credits(),
    challengerName: challengerNameField(),
    gameType: yup.string().oneOf(['valorant'] as const, 'Kills + Win is for Valorant competitive only').required(),
    /** The kills target the user saw. */
    kills: yup.number().typeError('kills must be a number').integer().min(1).max(200).required('kills is required'),
    /** A PayPal order paying the cash part, verified on the server like a deposit. */
    orderId: yup.string().trim().max(128).nullable().optional(),
  })
  .noUnknown()
  .test('minimum', messages.minimumAmount, (value) => atLeastMinimum('cents')({ balance: value.basePrice, credits: value.credits }))
  .test('paypal-cash', messages.paypalCashOnly, (value) => !value.orderId || (value.credits === 0 && value.basePrice > 0));

export const updateParlayRequest = yup
  .object({ id: fields.id().required(), streamId: fields.id().required(), status: yup.string().oneOf(ADMIN_PARLAY_STATUSES).required('status is required') })
  .noUnknown();

/** A live-dealer game with bet types: the only games whose odds an admin sets. */
export const isLiveDealerGame = (type: string | undefined) => GAMES[type as GameType]?.dealer === 'live' && GAMES[type as GameType].betTypes.length > 0;

export const multiplierField = () =>
  yup
    .number()
    .typeError(messages.multiplierNumber)
    .required(messages.multiplierRequired)
    .min(MULTIPLIER_MIN, messages.multiplierRange)
    .max(MULTIPLIER_MAX, messages.multiplierRange)
    .test('decimals', messages.multiplierDecimals, (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

const killsTargetField = () =>
  yup
    .number()
    .typeError(messages.killsTargetRequired)
    .required(messages.killsTargetRequired)
    .integer(messages.killsTargetWhole)
    .min(KILLS_TARGET_MIN, messages.killsTargetRange)
    .max(KILLS_TARGET_MAX, messages.killsTargetRange);

/** Every bet type may carry a multiplier; which ones must is the game's business (the test below). */
const multipliersField = () =>
  yup
    .object(Object.fromEntries(STREAM_BET_TYPES.map((type) => [type, multiplierField().optional().default(undefined)])) as Record<StreamBetType, yup.NumberSchema<number | undefined>>)
    .noUnknown('${unknown} is not a bet type')
    .required(messages.multipliersMissing);

/**
 * Admin-set odds of a live-dealer game on one stream (DECISIONS.md "Stream bets, odds and automatic settlement"):
 * a multiplier for each of the game's bet types, within the clamps automatic pricing uses, and the kills target.
 * The Set odds form and `setStreamOdds` share it.
 */
export const streamOddsFields = {
  game: () => gameField().required().test('live-dealer', messages.liveDealerOnly, (game) => !game?.type || isLiveDealerGame(game.type)),
  multipliers: multipliersField,
  killsTarget: killsTargetField,
};

const everyBetTypePriced = (value: { game?: { type?: string }; multipliers?: Partial<Record<string, number | undefined>> } | undefined) => {
  const type = value?.game?.type;
  if (!type || !isLiveDealerGame(type) || !value?.multipliers) return true;
  const offered = GAMES[type as GameType].betTypes as readonly string[];
  const given = Object.keys(value.multipliers).filter((key) => value.multipliers![key] !== undefined);
  return offered.every((betType) => given.includes(betType)) && given.every((betType) => offered.includes(betType));
};

export const setStreamOddsFormSchema = yup
  .object({ game: streamOddsFields.game(), multipliers: streamOddsFields.multipliers(), killsTarget: streamOddsFields.killsTarget() })
  .test('bet-types', messages.multipliersMissing, everyBetTypePriced);

export const setStreamOddsRequest = yup
  .object({ streamId: fields.id().required(), game: streamOddsFields.game(), multipliers: streamOddsFields.multipliers(), killsTarget: streamOddsFields.killsTarget() })
  .noUnknown()
  .test('bet-types', messages.multipliersMissing, everyBetTypePriced);

export const withdrawStreamOddsRequest = yup
  .object({
    streamId: fields.id().required(),
    gameType: yup
      .string()
      .oneOf(GAME_TYPES, 'Game type is not supported')
      .required('Game type is required')
      .test('live-dealer', messages.liveDealerOnly, (type) => !type || isLiveDealerGame(type)),
  })
  .noUnknown();
