import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { battleMessages } from '@shared/battles/messages';
import type { BattleDoc } from '@shared/battles/types';
import { battleRequestOf, fromInputTime, initialBattleValues, nextScheduleStep, toInputTime, validateBattleForm, type BattleFormValues } from './battleForm';

const future = toInputTime(dayjs().add(2, 'day').startOf('hour').valueOf());
const form = (changes: Partial<BattleFormValues> = {}): BattleFormValues => ({
  ...initialBattleValues(null),
  scheduledAt: future,
  challenger: { id: 'streamer-a', name: 'ghost_fox', playerIds: ['streamer-a'] },
  opponent: { id: 'streamer-b', name: 'raven_byte', playerIds: ['streamer-b'] },
  ...changes,
});

describe('the Edit Battle form', () => {
  it('starts a new battle at the next 15-minute step, even odds, a single game of the first game', () => {
    const at = dayjs('2026-11-24T10:07:30').valueOf();
    expect(dayjs(nextScheduleStep(at)).format('HH:mm')).toBe('10:15');
    expect(dayjs(nextScheduleStep(dayjs('2026-11-24T10:15:00').valueOf())).format('HH:mm')).toBe('10:30');
    const values = initialBattleValues(null, at);
    expect(values).toMatchObject({ gameType: 'apex_legends', gameMode: 'battle_royale', series: 1, type: 'player', challengerPercent: 50, useReserve: false });
    expect(fromInputTime(values.scheduledAt)).toBe(dayjs('2026-11-24T10:15').valueOf());
  });

  it('sends both sides with linked odds from the challenger percentage', () => {
    const request = battleRequestOf(form({ challengerPercent: 60 }), 'battle-1');
    expect(request.battleId).toBe('battle-1');
    expect(request.competitors).toEqual([
      { id: 'streamer-a', role: 'challenger', odds: 1.67 },
      { id: 'streamer-b', role: 'opponent', odds: 2.5 },
    ]);
    expect(request.scheduledAt).toBe(fromInputTime(future));
  });

  it('passes a complete battle', async () => {
    expect(await validateBattleForm(form())).toEqual({});
  });

  it("shows saveBattle's messages where they belong", async () => {
    expect(await validateBattleForm(form({ challenger: null }))).toEqual({ challenger: battleMessages.competitorsRequired });
    expect(await validateBattleForm(form({ scheduledAt: '' }))).toEqual({ scheduledAt: battleMessages.scheduledAtRequired });
    expect(await validateBattleForm(form({ scheduledAt: toInputTime(Date.now() - 3_600_000) }))).toEqual({ scheduledAt: battleMessages.scheduledAtFuture });
    expect(await validateBattleForm(form({ challengerPercent: 80 }))).toEqual({ odds: battleMessages.oddsMin });
    expect(await validateBattleForm(form({ opponent: { id: 'streamer-a', name: 'ghost_fox', playerIds: ['streamer-a'] } }))).toEqual({ competitors: battleMessages.competitorsUnique });
  });

  it('refuses teams sharing a player or of different sizes', async () => {
    const team = (id: string, playerIds: string[]) => ({ id, name: id, playerIds });
    expect(await validateBattleForm(form({ type: 'team', challenger: team('t1', ['a', 'b']), opponent: team('t2', ['b', 'c']) }))).toEqual({ competitors: battleMessages.samePlayers });
    expect(await validateBattleForm(form({ type: 'team', challenger: team('t1', ['a', 'b']), opponent: team('t2', ['c', 'd', 'e']) }))).toEqual({ competitors: battleMessages.sameSize });
  });

  it('keeps an existing battle\'s starting odds while the slider stays where they put it', () => {
    const side = (id: string, role: 'challenger' | 'opponent', startingOdds: number) => ({ id, name: id, type: 'player', role, avatar: null, startingOdds, players: { [id]: { id, name: id, role: 'captain' } } });
    const battle = {
      id: 'a-vs-b-123456',
      type: 'player',
      series: 3,
      scheduledAt: { toMillis: () => dayjs().add(1, 'day').valueOf() },
      game: { type: 'valorant', mode: 'competitive' },
      competitors: [side('a', 'challenger', 1.67), side('b', 'opponent', 2.5)],
      useReserve: true,
    } as unknown as BattleDoc;
    const values = initialBattleValues(battle);
    expect(values.challengerPercent).toBe(59.88);
    expect(battleRequestOf(values, battle.id).competitors.map((competitor) => competitor.odds)).toEqual([1.67, 2.5]);
    expect(battleRequestOf({ ...values, challengerPercent: 50 }, battle.id).competitors.map((competitor) => competitor.odds)).toEqual([2, 2]);
  });
});
