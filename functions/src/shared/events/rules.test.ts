import { describe, expect, it } from 'vitest';
import { strictError } from '../../../../tests/support/callableSchemaSuite';
import { EVENT_STATUSES } from './constants';
import { eventMessages } from './messages';
import { eventSplit, killsWinners } from './payout';
import { createEventRequest, eventFormSchema, updateEventRequest } from './schemas';
import { adminEventActions, endDue, mayMoveEvent, resultsDue, startDue, winnersSelectable, type EventState } from './status';

const HOUR = 3_600_000;
const form = { title: 'Frag-Off', type: 'kills', baseType: 'none', manual: false, selfSignUp: false, pricePerPlayer: 500 };
const state = (overrides: Partial<EventState> = {}): EventState => ({
  status: 'submitted',
  type: 'kills',
  manual: false,
  baseType: 'none',
  baseAmount: null,
  baseStartTimeMs: null,
  startedAtMs: null,
  endsAtMs: null,
  hasWinners: false,
  ...overrides,
});

describe('event form rules', () => {
  it('gives the spec message for each missing field', async () => {
    expect(await strictError(createEventRequest, { ...form, title: '' })).toBe(eventMessages.titleRequired);
    expect(await strictError(createEventRequest, { ...form, baseType: undefined })).toBe(eventMessages.basisRequired);
    expect(await strictError(createEventRequest, { ...form, baseType: 'goal' })).toBe(eventMessages.goalRequired);
    expect(await strictError(createEventRequest, { ...form, baseType: 'time' })).toBe(eventMessages.startTimeRequired);
    expect(await strictError(createEventRequest, { ...form, pricePerPlayer: undefined })).toBe(eventMessages.amountRequired);
    expect(await strictError(createEventRequest, { ...form, pricePerPlayer: 499 })).toBe(eventMessages.minimumAmount);
  });

  it('takes a start time only in the future, and amounts in dollars on the form', async () => {
    const now = () => Date.parse('2026-06-01T12:00:00Z');
    const schema = eventFormSchema('dollars', now);
    expect(await strictError(schema, { ...form, baseType: 'time', baseStartTime: now() - 1, pricePerPlayer: 5 })).toBe(eventMessages.startTimeFuture);
    expect(await strictError(schema, { ...form, baseType: 'time', baseStartTime: now() + HOUR, pricePerPlayer: 5 })).toBeNull();
    expect(await strictError(schema, { ...form, baseType: 'goal', baseAmount: 250.5, pricePerPlayer: 5 })).toBeNull();
  });

  it('updates with exactly one of the form, a status or the winners, and needs a winner when picking', async () => {
    expect(await strictError(updateEventRequest, { eventId: 'e1', status: 'active' })).toBeNull();
    expect(await strictError(updateEventRequest, { eventId: 'e1', event: form })).toBeNull();
    expect(await strictError(updateEventRequest, { eventId: 'e1' })).toBe(eventMessages.editOrStatus);
    expect(await strictError(updateEventRequest, { eventId: 'e1', status: 'active', winners: ['a'] })).toBe(eventMessages.editOrStatus);
    expect(await strictError(updateEventRequest, { eventId: 'e1', winners: [] })).toBe(eventMessages.winnerRequired);
    expect(await strictError(updateEventRequest, { eventId: 'e1', winners: Array.from({ length: 33 }, (_, i) => `u${i}`) })).toBe(eventMessages.maxUsers);
  });
});

describe('event status', () => {
  it('moves submitted to active or declined, active to pending or declined, nothing else', () => {
    const moves = EVENT_STATUSES.flatMap((from) => (['active', 'pending', 'declined'] as const).filter((to) => mayMoveEvent(from, to)).map((to) => `${from}>${to}`));
    expect(moves).toEqual(['submitted>active', 'submitted>declined', 'active>pending', 'active>declined']);
  });

  it('starts a goal event when the pot reaches the goal, and a time event at its time', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(startDue(state({ baseType: 'goal', baseAmount: 2_000 }), 1_999, now)).toBe(false);
    expect(startDue(state({ baseType: 'goal', baseAmount: 2_000 }), 2_000, now)).toBe(true);
    expect(startDue(state({ baseType: 'time', baseStartTimeMs: now + 1 }), 0, now)).toBe(false);
    expect(startDue(state({ baseType: 'time', baseStartTimeMs: now }), 0, now)).toBe(true);
    expect(startDue(state({ baseType: 'none' }), 1_000_000, now)).toBe(false);
    expect(startDue(state({ status: 'active', baseType: 'time', baseStartTimeMs: now }), 0, now)).toBe(false);
  });

  it('ends a kills event after its hour and reads its results an hour later, unless manual', () => {
    const start = Date.parse('2026-06-01T12:00:00Z');
    const active = state({ status: 'active', startedAtMs: start, endsAtMs: start + HOUR });
    expect(endDue(active, start + HOUR - 1)).toBe(false);
    expect(endDue(active, start + HOUR)).toBe(true);
    const pending = { ...active, status: 'pending' as const };
    expect(resultsDue(pending, start + 2 * HOUR - 1)).toBe(false);
    expect(resultsDue(pending, start + 2 * HOUR)).toBe(true);
    expect(resultsDue({ ...pending, manual: true }, start + 3 * HOUR)).toBe(false);
    expect(winnersSelectable({ ...pending, manual: true })).toBe(true);
    expect(winnersSelectable({ ...pending, type: 'rank' })).toBe(true);
    expect(winnersSelectable(pending)).toBe(false);
  });

  it('enables the admin actions by status', () => {
    expect(adminEventActions(state())).toEqual({ edit: true, view: false, selectWinner: false, copy: true, delete: true });
    expect(adminEventActions(state({ status: 'pending', manual: true }))).toEqual({ edit: false, view: true, selectWinner: true, copy: true, delete: false });
    expect(adminEventActions(state({ status: 'completed', manual: true, hasWinners: true }))).toEqual({ edit: false, view: true, selectWinner: false, copy: true, delete: false });
  });
});

describe('event payouts', () => {
  it('pays sponsored winners 80% and streamer-led winners 100%, split equally, rounding left to the house', () => {
    expect(eventSplit(10_000, 'sponsored', 1)).toEqual({ perWinner: 8_000, winnersTotal: 8_000, house: 2_000 });
    expect(eventSplit(10_000, 'sponsored', 3)).toEqual({ perWinner: 2_666, winnersTotal: 7_998, house: 2_002 });
    expect(eventSplit(10_000, 'streamer', 2)).toEqual({ perWinner: 5_000, winnersTotal: 10_000, house: 0 });
    expect(() => eventSplit(10_000, 'streamer', 0)).toThrow();
  });

  it('names the entrants with the most kills, ties sharing', () => {
    expect(killsWinners({ b: 12, a: 9, c: 12 })).toEqual(['b', 'c']);
    expect(killsWinners({ a: 0 })).toEqual(['a']);
    expect(killsWinners({})).toEqual([]);
  });
});
