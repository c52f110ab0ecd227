import { describe, expect, it } from 'vitest';
import { BATTLE_STATUSES, GAME_STATUSES } from './constants';
import {
  autoCancelDue,
  gameInOrder,
  isBettable,
  managerButtons,
  nextBattleStatus,
  nextGameStatus,
  seriesResults,
  seriesWinner,
  type BattleEvent,
  type GameAction,
} from './status';

describe('battle state machine', () => {
  const allowed: Record<BattleEvent, Record<string, string>> = {
    start: { scheduled: 'live' },
    decide: { live: 'review' },
    settle: { review: 'final' },
    cancel: { scheduled: 'cancelled' },
    void: { scheduled: 'void', live: 'void', review: 'void' },
  };
  for (const [event, moves] of Object.entries(allowed) as [BattleEvent, Record<string, string>][]) {
    for (const status of BATTLE_STATUSES) {
      const to = moves[status] ?? null;
      it(`${event} from ${status} ${to ? `goes to ${to}` : 'is refused'}`, () => {
        expect(nextBattleStatus(status, event)).toBe(to);
      });
    }
  }
});

describe('game state machine', () => {
  const allowed: Record<GameAction, Record<string, string>> = { start: { pending: 'live' }, end: { live: 'review' }, result: { review: 'over' } };
  for (const [action, moves] of Object.entries(allowed) as [GameAction, Record<string, string>][]) {
    for (const status of GAME_STATUSES) {
      const to = moves[status] ?? null;
      it(`${action} from ${status} ${to ? `goes to ${to}` : 'is refused'}`, () => {
        expect(nextGameStatus(status, action)).toBe(to);
      });
    }
  }

  it('records game N only once every earlier game is over', () => {
    expect(gameInOrder(1, [])).toBe(true);
    expect(gameInOrder(2, ['over'])).toBe(true);
    expect(gameInOrder(2, ['review'])).toBe(false);
    expect(gameInOrder(3, ['over'])).toBe(false);
  });
});

describe('the series', () => {
  it('is won by the majority of the series', () => {
    const afterTwo = seriesResults(['a', 'b'], ['a', 'b']);
    expect(afterTwo).toEqual({ a: { wins: 1, losses: 1 }, b: { wins: 1, losses: 1 } });
    expect(seriesWinner(3, afterTwo)).toBeNull();
    expect(seriesWinner(3, seriesResults(['a', 'b'], ['a', 'b', 'b']))).toBe('b');
    expect(seriesWinner(1, seriesResults(['a', 'b'], ['a']))).toBe('a');
    expect(seriesWinner(7, seriesResults(['a', 'b'], ['a', 'a', 'a']))).toBeNull();
    expect(seriesWinner(7, seriesResults(['a', 'b'], ['a', 'a', 'a', 'a']))).toBe('a');
  });
});

describe('betting window, manager buttons and automatic cancellation', () => {
  const at = 1_000_000;
  it('is open only while scheduled and before the time', () => {
    expect(isBettable({ status: 'scheduled', scheduledAtMs: at }, at - 1)).toBe(true);
    expect(isBettable({ status: 'scheduled', scheduledAtMs: at }, at)).toBe(false);
    expect(isBettable({ status: 'live', scheduledAtMs: at }, at - 1)).toBe(false);
  });

  it('enables the buttons by the spec rules', () => {
    expect(managerButtons({ status: 'scheduled', chestFull: false, isAdmin: false })).toEqual({ edit: true, record: false, cancel: true, void: false });
    expect(managerButtons({ status: 'scheduled', chestFull: true, isAdmin: true })).toEqual({ edit: true, record: true, cancel: false, void: true });
    expect(managerButtons({ status: 'live', chestFull: true, isAdmin: true })).toEqual({ edit: false, record: true, cancel: false, void: true });
    expect(managerButtons({ status: 'review', chestFull: true, isAdmin: true })).toEqual({ edit: false, record: false, cancel: false, void: true });
    for (const status of ['final', 'cancelled', 'void'] as const) {
      expect(managerButtons({ status, chestFull: true, isAdmin: true })).toEqual({ edit: false, record: false, cancel: false, void: false });
    }
  });

  it('cancels an unfilled battle an hour after its time, and any still scheduled after a day', () => {
    const hour = 3_600_000;
    const battle = { status: 'scheduled' as const, scheduledAtMs: at, chestFull: false };
    expect(autoCancelDue(battle, at + hour - 1, hour, 24 * hour)).toBe(false);
    expect(autoCancelDue(battle, at + hour, hour, 24 * hour)).toBe(true);
    expect(autoCancelDue({ ...battle, chestFull: true }, at + hour, hour, 24 * hour)).toBe(false);
    expect(autoCancelDue({ ...battle, chestFull: true }, at + 24 * hour, hour, 24 * hour)).toBe(true);
    expect(autoCancelDue({ ...battle, status: 'live' }, at + 48 * hour, hour, 24 * hour)).toBe(false);
  });
});
