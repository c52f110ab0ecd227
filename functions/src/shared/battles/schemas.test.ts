import { describe, expect, it } from 'vitest';
import { strictError } from '../../../../tests/support/callableSchemaSuite';
import { battleMessages, teamMessages } from './messages';
import { battleBetFormSchema, competitorPlayersRefusal, createBattleBetRequest, saveBattleGameRequest, saveBattleRequest, saveTeamRequest, statsRefusal } from './schemas';

const future = Date.now() + 24 * 3_600_000;
const battle = (overrides: Record<string, unknown> = {}) => ({
  type: 'player',
  series: 3,
  scheduledAt: future,
  game: { type: 'cod', mode: 'warzone' },
  competitors: [
    { id: 'a', role: 'challenger', odds: 2 },
    { id: 'b', role: 'opponent', odds: 2 },
  ],
  useReserve: true,
  ...overrides,
});
const sides = (a: Record<string, unknown>, b: Record<string, unknown> = {}) => [
  { id: 'a', role: 'challenger', odds: 2, ...a },
  { id: 'b', role: 'opponent', odds: 2, ...b },
];

describe('battle form', () => {
  it('needs two distinct competitors', async () => {
    expect(await strictError(saveBattleRequest, battle())).toBeNull();
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ id: undefined }) }))).toBe(battleMessages.competitorsRequired);
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({}, { id: 'a' }) }))).toBe(battleMessages.competitorsUnique);
    expect(await strictError(saveBattleRequest, battle({ competitors: [] }))).toBe(battleMessages.battleCompetitorsRequired);
  });

  it('words every starting odds refusal as the spec does', async () => {
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ odds: undefined }) }))).toBe(battleMessages.oddsRequired);
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ odds: 'x' }) }))).toBe(battleMessages.oddsNumber);
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ odds: 1.49 }) }))).toBe('Starting Odds should be at least 1.5');
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ odds: 3.01 }) }))).toBe('Starting Odds should be at most 3');
    expect(await strictError(saveBattleRequest, battle({ competitors: sides({ odds: 1.5 }, { odds: 3 }) }))).toBeNull();
  });

  it('needs a time in the future, a mode of the game and a reserve choice', async () => {
    expect(await strictError(saveBattleRequest, battle({ scheduledAt: undefined }))).toBe('Date and time is required');
    expect(await strictError(saveBattleRequest, battle({ scheduledAt: Date.now() - 1_000 }))).toBe('Scheduled date and time must be in the future');
    expect(await strictError(saveBattleRequest, battle({ game: { type: 'fifa', mode: 'warzone' } }))).toBe('Game mode is not played in this game');
    expect(await strictError(saveBattleRequest, battle({ useReserve: undefined }))).toBe('Reserve is required');
    expect(await strictError(saveBattleRequest, battle({ series: 2 }))).toBe('Series must be a single game or best of 3, 5 or 7');
  });

  it('keeps the same players off both sides and the sides the same size', () => {
    expect(competitorPlayersRefusal([['p1', 'p2'], ['p3', 'p4']])).toBeNull();
    expect(competitorPlayersRefusal([['p1', 'p2'], ['p2', 'p4']])).toBe(battleMessages.samePlayers);
    expect(competitorPlayersRefusal([['p1', 'p2'], ['p3']])).toBe(battleMessages.sameSize);
  });
});

describe('game results form', () => {
  it('needs a winner for a result', async () => {
    expect(await strictError(saveBattleGameRequest, { battleId: 'b1', number: 1, action: 'result', stats: {} })).toBe(battleMessages.winnerRequired);
    expect(await strictError(saveBattleGameRequest, { battleId: 'b1', number: 1, action: 'result', winnerId: 'a', stats: { p1: { kills: 3 } } })).toBeNull();
  });

  it("needs each of the game's stats per player, 0 to 200", () => {
    expect(statsRefusal({ p1: { kills: 3, deaths: 2 } }, ['p1'], ['kills', 'deaths'])).toBeNull();
    expect(statsRefusal({ p1: { kills: 3 } }, ['p1'], ['kills', 'deaths'])).toBe('Deaths is required');
    expect(statsRefusal({ p1: { kills: -1, deaths: 0 } }, ['p1'], ['kills', 'deaths'])).toBe('Kills cannot be negative');
    expect(statsRefusal({ p1: { goals: 201 } }, ['p1'], ['goals'])).toBe('Goals cannot be more than 200');
    expect(statsRefusal({}, ['p1'], ['goals'])).toBe('Goals is required');
  });
});

describe('team form', () => {
  const players = [
    { id: 'p1', name: 'alpha', role: 'captain' },
    { id: 'p2', name: 'bravo', role: 'player' },
  ];
  it('words every rule as the spec does', async () => {
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players })).toBeNull();
    expect(await strictError(saveTeamRequest, { players })).toBe(teamMessages.nameRequired);
    expect(await strictError(saveTeamRequest, { name: 'NO', players })).toBe(teamMessages.nameMin);
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players: players.slice(0, 1) })).toBe(teamMessages.minPlayers);
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players: players.map((p) => ({ ...p, role: 'player' })) })).toBe(teamMessages.oneCaptain);
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players: players.map((p) => ({ ...p, role: 'captain' })) })).toBe(teamMessages.oneCaptain);
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players: [players[0], { ...players[1], name: 'bo' }] })).toBe(teamMessages.playerNameMin);
    expect(await strictError(saveTeamRequest, { name: 'Night Owls', players: [players[0], { ...players[1], role: 'coach' }] })).toBe(teamMessages.playerRole);
  });
});

describe('battle bet form and request', () => {
  const bet = { requestId: 'request-0001', battleId: 'b1', competitorId: 'a', balance: 500, credits: 0, odds: 1.9 };
  it('needs an amount of at least $5, credits counting $5 each', async () => {
    expect(await strictError(createBattleBetRequest, bet)).toBeNull();
    expect(await strictError(createBattleBetRequest, { ...bet, balance: 499 })).toBe('Minimum amount is $5');
    expect(await strictError(createBattleBetRequest, { ...bet, balance: 0, credits: 1 })).toBeNull();
    expect(await strictError(createBattleBetRequest, { ...bet, balance: undefined })).toBe('Amount is required');
    expect(await strictError(battleBetFormSchema('dollars'), { balance: 4.99, credits: 0 })).toBe('Minimum amount is $5');
    expect(await strictError(battleBetFormSchema('dollars'), { balance: 1000.01, credits: 0 })).toBe('Amount cannot be more than 1000');
    expect(await strictError(battleBetFormSchema('dollars'), { balance: 2.5, credits: 1 })).toBeNull();
  });
});
