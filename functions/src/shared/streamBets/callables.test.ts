import { describe, expect, it } from 'vitest';
import { describeCallableSchemas, strictError } from '../../../../tests/support/callableSchemaSuite';
import { streamBetCallables } from './callables';
import { streamBetMessages } from './messages';
import { createBetRequest, createParlayRequest, setStreamOddsRequest, streamBetFormSchema, withdrawStreamOddsRequest } from './schemas';

const bet = {
  requestId: 'request-0001',
  streamId: 'uid-1',
  oddsId: 'valorant_abc',
  type: 'kills',
  game: { type: 'valorant', mode: 'competitive' },
  multiplier: 1.84,
  balance: 1_000,
  credits: 0,
  tip: 10,
};

const dealerOdds = {
  streamId: 'uid-1',
  game: { type: 'counter_strike', mode: 'premier' },
  multipliers: {
    kills: 1.9,
    kills_parity_evens: 1.85,
    kills_parity_odds: 1.85,
    kills_ranges_below: 1.7,
    kills_ranges_above: 2.4,
    kills_ranges_above2x: 6,
    kills_ranges_max: 10,
    match_win: 1.95,
  },
  killsTarget: 18,
};

describeCallableSchemas(streamBetCallables, {
  getOdds: { valid: { streamId: 'uid-1', games: [{ type: 'valorant', mode: 'competitive' }] }, required: ['streamId', 'games'] },
  createBet: { valid: bet, required: ['requestId', 'streamId', 'oddsId', 'type', 'game', 'multiplier', 'balance', 'credits', 'tip'] },
  updateBetStatus: { valid: { id: 'bet_1', streamId: 'uid-1', status: 'won' }, required: ['id', 'streamId', 'status'] },
  createParlay: {
    valid: { requestId: 'request-0002', streamId: 'uid-1', basePrice: 2_000, credits: 0, challengerName: 'viewer_one', gameType: 'valorant', kills: 15 },
    required: ['requestId', 'streamId', 'basePrice', 'credits', 'challengerName', 'gameType', 'kills'],
  },
  updateParlay: { valid: { id: 'parlay_1', streamId: 'uid-1', status: 'completed' }, required: ['id', 'streamId', 'status'] },
  setStreamOdds: { valid: dealerOdds, required: ['streamId', 'game', 'multipliers', 'killsTarget'] },
  withdrawStreamOdds: { valid: { streamId: 'uid-1', gameType: 'counter_strike' }, required: ['streamId', 'gameType'] },
});

describe('stream bet rules', () => {
  it("refuses a stake under $5, a tip above 100 or with 4 decimals, and a bet type the game does not offer, with the spec's words", async () => {
    expect(await strictError(createBetRequest, { ...bet, balance: 499 })).toBe(streamBetMessages.minimumAmount);
    expect(await strictError(createBetRequest, { ...bet, balance: 0, credits: 1 })).toBeNull();
    expect(await strictError(createBetRequest, { ...bet, tip: 100.5 })).toBe(streamBetMessages.tipMax);
    expect(await strictError(createBetRequest, { ...bet, tip: 12.3456 })).toBe(streamBetMessages.tipDecimals);
    expect(await strictError(createBetRequest, { ...bet, tip: 12.345 })).toBeNull();
    expect(await strictError(createBetRequest, { ...bet, type: 'kd_ratio', game: { type: 'cod', mode: 'warzone' } })).toBe(streamBetMessages.betTypeUnavailable);
    expect(await strictError(createBetRequest, { ...bet, game: { type: 'valorant', mode: 'warzone' } })).toBe('Game mode is not offered for this game');
  });

  it('takes a PayPal order for a Kills + Win paid in cash only', async () => {
    const parlay = { requestId: 'request-0002', streamId: 'uid-1', basePrice: 2_000, credits: 0, challengerName: 'viewer_one', gameType: 'valorant', kills: 15 };
    expect(await strictError(createParlayRequest, { ...parlay, orderId: 'ORDER1' })).toBeNull();
    expect(await strictError(createParlayRequest, { ...parlay, orderId: 'ORDER1', credits: 1 })).toBe(streamBetMessages.paypalCashOnly);
    expect(await strictError(createParlayRequest, { ...parlay, orderId: 'ORDER1', basePrice: 0, credits: 2 })).toBe(streamBetMessages.paypalCashOnly);
  });

  it('caps the form at the smaller remaining limit', async () => {
    const form = streamBetFormSchema(5_000);
    expect(await strictError(form, { balance: 50, credits: 0, tip: 0 })).toBeNull();
    expect(await strictError(form, { balance: 50.01, credits: 0, tip: 0 })).toBe(streamBetMessages.maximumLimit);
    expect(await strictError(form, { balance: 4, credits: 0, tip: 0 })).toBe(streamBetMessages.minimumAmount);
  });
});

describe('admin-set odds rules', () => {
  it('take live-dealer games only, every bet type of the game within the clamps with 2 decimals, and a whole kills target', async () => {
    const check = (change: object) => strictError(setStreamOddsRequest, { ...dealerOdds, ...change });
    expect(await check({ game: { type: 'valorant', mode: 'competitive' } })).toBe(streamBetMessages.liveDealerOnly);
    expect(await check({ game: { type: 'fifa', mode: 'fc24' }, multipliers: {} })).toBe(streamBetMessages.liveDealerOnly);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, kills: 1.09 } })).toBe(streamBetMessages.multiplierRange);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, kills: 10.01 } })).toBe(streamBetMessages.multiplierRange);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, kills: 1.955 } })).toBe(streamBetMessages.multiplierDecimals);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, kd_ratio: 2 } })).toBe(streamBetMessages.multipliersMissing);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, match_win: undefined } })).toBe(streamBetMessages.multipliersMissing);
    expect(await check({ multipliers: { ...dealerOdds.multipliers, jackpot: 2 } })).not.toBeNull();
    expect(await check({ killsTarget: 0 })).toBe(streamBetMessages.killsTargetRange);
    expect(await check({ killsTarget: 12.5 })).toBe(streamBetMessages.killsTargetWhole);
    expect(await check({ game: { type: 'cod', mode: 'warzone' } })).toBeNull();
    expect(await strictError(withdrawStreamOddsRequest, { streamId: 'uid-1', gameType: 'valorant' })).toBe(streamBetMessages.liveDealerOnly);
  });
});
