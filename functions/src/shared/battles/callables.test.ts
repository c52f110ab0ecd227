import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { battleCallables } from './callables';

const future = Date.now() + 7 * 24 * 3_600_000;

describeCallableSchemas(battleCallables, {
  saveBattle: {
    valid: {
      type: 'player',
      series: 3,
      scheduledAt: future,
      game: { type: 'valorant', mode: 'competitive' },
      competitors: [
        { id: 'uid-a', role: 'challenger', odds: 2 },
        { id: 'uid-b', role: 'opponent', odds: 2 },
      ],
      useReserve: false,
    },
    required: ['type', 'series', 'scheduledAt', 'game', 'competitors', 'useReserve'],
  },
  saveBattleGame: { valid: { battleId: 'battle_1', number: 1, action: 'start' }, required: ['battleId', 'number', 'action'] },
  cancelBattle: { valid: { battleId: 'battle_1' }, required: ['battleId'] },
  voidBattle: { valid: { battleId: 'battle_1' }, required: ['battleId'] },
  createBattleBet: {
    valid: { requestId: 'request-0001', battleId: 'battle_1', competitorId: 'uid-a', balance: 1_000, credits: 1, odds: 1.9 },
    required: ['requestId', 'battleId', 'competitorId', 'balance', 'credits', 'odds'],
  },
  saveTeam: {
    valid: {
      name: 'Night Owls',
      players: [
        { id: 'uid-a', name: 'alpha', role: 'captain' },
        { id: 'uid-b', name: 'bravo', role: 'player' },
      ],
    },
    required: ['name', 'players'],
  },
});
