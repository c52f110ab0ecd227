import type { CallableSchemas, SameKeys } from '../core/callables';
import { createBetRequest, createParlayRequest, getOddsRequest, setStreamOddsRequest, updateBetStatusRequest, updateParlayRequest, withdrawStreamOddsRequest } from './schemas';
import type { ParlayStatus, StreamBetStatus } from './constants';
import type { GameType } from '../games/catalogue';
import type { GameOdds, StreamOddsView } from './types';

export interface StreamBetResponse {
  betId: string;
  amount: number;
  balance: number;
  credits: number;
  multiplier: number;
  /** The user's cash balance after the bet. */
  balanceAfter: number;
}

/** Stream bets and Kills + Win (spec 02 section 7; DECISIONS.md "Stream bets, odds and automatic settlement"). */
export const streamBetCallables = {
  getOdds: getOddsRequest,
  createBet: createBetRequest,
  updateBetStatus: updateBetStatusRequest,
  createParlay: createParlayRequest,
  updateParlay: updateParlayRequest,
  setStreamOdds: setStreamOddsRequest,
  withdrawStreamOdds: withdrawStreamOddsRequest,
} satisfies CallableSchemas;

export interface StreamBetResponses {
  getOdds: { streamId: string; games: GameOdds[] };
  createBet: StreamBetResponse;
  updateBetStatus: { id: string; status: StreamBetStatus; changed: boolean };
  createParlay: { parlayId: string; amount: number; killsTarget: number; balanceAfter: number };
  updateParlay: { id: string; status: ParlayStatus; changed: boolean };
  setStreamOdds: { streamId: string; odds: StreamOddsView };
  withdrawStreamOdds: { streamId: string; gameType: GameType; withdrawn: boolean };
}

export const streamBetContractIsComplete: SameKeys<keyof typeof streamBetCallables, keyof StreamBetResponses> = true;
