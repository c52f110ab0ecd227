import type { BattleStatus, GameStatus } from './constants';
import type { SeriesResult } from './types';

/**
 * The battle and game state machines (spec 02 section 4 as DECISIONS.md settles them), as pure functions:
 * battle scheduled -> live (first game started) -> review (a side has won the majority) -> final (settled);
 * cancelled (before the chest is full) and void (admin, any time before final). Games pending -> live -> review
 * -> over, read-only once over, game N only after game N-1 is over.
 */
export type BattleEvent = 'start' | 'decide' | 'settle' | 'cancel' | 'void';

const BATTLE_TRANSITIONS: Record<BattleEvent, { from: readonly BattleStatus[]; to: BattleStatus }> = {
  start: { from: ['scheduled'], to: 'live' },
  decide: { from: ['live'], to: 'review' },
  settle: { from: ['review'], to: 'final' },
  cancel: { from: ['scheduled'], to: 'cancelled' },
  void: { from: ['scheduled', 'live', 'review'], to: 'void' },
};

/** The status after `event`, or null when `event` is not allowed from `status`. */
export function nextBattleStatus(status: BattleStatus, event: BattleEvent): BattleStatus | null {
  const transition = BATTLE_TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

export type GameAction = 'start' | 'end' | 'result';
const GAME_TRANSITIONS: Record<GameAction, { from: GameStatus; to: GameStatus }> = {
  start: { from: 'pending', to: 'live' },
  end: { from: 'live', to: 'review' },
  result: { from: 'review', to: 'over' },
};

/** The game status after `action`, or null when not allowed (a game that is over never changes). */
export function nextGameStatus(status: GameStatus, action: GameAction): GameStatus | null {
  const transition = GAME_TRANSITIONS[action];
  return transition.from === status ? transition.to : null;
}

/** Game `number` may be recorded only once every earlier game is over. */
export function gameInOrder(number: number, earlier: readonly GameStatus[]): boolean {
  return earlier.length === number - 1 && earlier.every((status) => status === 'over');
}

/** Games a side must win to take the series. */
export function majority(series: number): number {
  return Math.floor(series / 2) + 1;
}

/** Wins and losses per competitor from the winners of the games over so far. */
export function seriesResults(competitorIds: readonly string[], winners: readonly string[]): Record<string, SeriesResult> {
  return Object.fromEntries(
    competitorIds.map((id) => {
      const wins = winners.filter((winner) => winner === id).length;
      return [id, { wins, losses: winners.length - wins }];
    }),
  );
}

/** The competitor who has won the majority of the series, or null. */
export function seriesWinner(series: number, results: Record<string, SeriesResult>): string | null {
  const needed = majority(series);
  return Object.entries(results).find(([, result]) => result.wins >= needed)?.[0] ?? null;
}

/** Betting is open while the battle is scheduled and before its time. */
export function isBettable(battle: { status: BattleStatus; scheduledAtMs: number }, now: number): boolean {
  return battle.status === 'scheduled' && now < battle.scheduledAtMs;
}

export interface ManagerView {
  status: BattleStatus;
  chestFull: boolean;
  isAdmin: boolean;
}

/** Which manager buttons are enabled (spec 02 section 4, "Manager button rules"). */
export function managerButtons(view: ManagerView): { edit: boolean; record: boolean; cancel: boolean; void: boolean } {
  const { status, chestFull, isAdmin } = view;
  return {
    edit: status === 'scheduled',
    record: (status === 'scheduled' || status === 'live') && chestFull,
    cancel: status === 'scheduled' && !chestFull,
    void: isAdmin && status !== 'void' && status !== 'cancelled' && status !== 'final',
  };
}

/**
 * Why the scheduled-work pass should cancel a battle now, or null: its chest is not full an hour after its time,
 * or it is still scheduled a day after its time.
 */
export function autoCancelDue(battle: { status: BattleStatus; scheduledAtMs: number; chestFull: boolean }, now: number, graceMs: number, staleMs: number): boolean {
  if (battle.status !== 'scheduled') return false;
  if (now >= battle.scheduledAtMs + staleMs) return true;
  return !battle.chestFull && now >= battle.scheduledAtMs + graceMs;
}
