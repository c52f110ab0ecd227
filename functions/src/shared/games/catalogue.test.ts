import { describe, expect, it } from 'vitest';
import { GAMES, GAME_TYPES, gameDescription, isGameMode, seriesLabel, statsFor } from './catalogue';

describe('game catalogue', () => {
  it('lists each game with its modes, as the spec gives them', () => {
    expect(GAMES.apex_legends.modes).toEqual(['battle_royale', 'control', 'gun_run']);
    expect(GAMES.cod.modes).toEqual(['multiplayer', 'warzone']);
    expect(GAMES.counter_strike.modes).toEqual(['casual', 'competitive', 'deathmatch', 'premier', 'wingman']);
    expect(GAMES.fifa.modes).toEqual(['fc24']);
    expect(GAMES.valorant.modes).toEqual(['competitive']);
    expect(isGameMode('valorant', 'competitive')).toBe(true);
    expect(isGameMode('valorant', 'warzone')).toBe(false);
  });

  it('offers kd_ratio on Valorant only, every other bet type on the shooters, and none on FIFA', () => {
    expect(GAMES.valorant.betTypes).toContain('kd_ratio');
    for (const type of ['apex_legends', 'cod', 'counter_strike'] as const) {
      expect(GAMES[type].betTypes).not.toContain('kd_ratio');
      expect(GAMES[type].betTypes).toHaveLength(8);
    }
    expect(GAMES.fifa.betTypes).toEqual([]);
  });

  it('records kills and deaths, kills only in Warzone, goals only in FIFA', () => {
    expect(statsFor('counter_strike', 'premier')).toEqual(['kills', 'deaths']);
    expect(statsFor('cod', 'warzone')).toEqual(['kills']);
    expect(statsFor('cod', 'multiplayer')).toEqual(['kills', 'deaths']);
    expect(statsFor('fifa', 'fc24')).toEqual(['goals']);
  });

  it('describes Valorant as the virtual dealer and the rest as live dealers', () => {
    expect(gameDescription('valorant')).toBe('Virtual dealer (24 hrs / day)');
    for (const type of GAME_TYPES.filter((type) => type !== 'valorant')) {
      expect(gameDescription(type)).toBe('Live dealer (limited hours)');
    }
  });

  it('labels the series formats', () => {
    expect([1, 3, 5, 7].map(seriesLabel)).toEqual(['Single game', 'Best of 3', 'Best of 5', 'Best of 7']);
  });
});
