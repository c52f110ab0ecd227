import type { CallableSchemas, SameKeys } from '../core/callables';
import {
  battleIdRequest,
  createBattleBetRequest,
  saveBattleGameRequest,
  saveBattleRequest,
  saveTeamRequest,
} from './schemas';
import type { BattleStatus, GameStatus } from './constants';

export interface BattleBetResponse {
  betId: string;
  /** The stake: cash plus credits at $5 each, in cents. */
  amount: number;
  balance: number;
  credits: number;
  fee: number;
  /** The odds the bet was accepted at. */
  odds: number;
  /** The user's cash balance after the bet. */
  balanceAfter: number;
}

/** Battles and teams (spec 02 sections 2-7; DECISIONS.md "Battles"). */
export const battleCallables = {
  saveBattle: saveBattleRequest,
  saveBattleGame: saveBattleGameRequest,
  cancelBattle: battleIdRequest,
  voidBattle: battleIdRequest,
  createBattleBet: createBattleBetRequest,
  saveTeam: saveTeamRequest,
} satisfies CallableSchemas;

export interface BattleResponses {
  saveBattle: { battleId: string; slug: string };
  saveBattleGame: { battleId: string; gameStatus: GameStatus; battleStatus: BattleStatus };
  cancelBattle: { battleId: string; status: BattleStatus; refunded: number };
  voidBattle: { battleId: string; status: BattleStatus; refunded: number };
  createBattleBet: BattleBetResponse;
  saveTeam: { teamId: string; name: string };
}

export const battleContractIsComplete: SameKeys<keyof typeof battleCallables, keyof BattleResponses> = true;
