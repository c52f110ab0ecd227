import { defineCallable } from '../core/callable';
import { BATTLE_MANAGERS } from './battleAccess';
import { closeBattle } from './closeBattle';

/** Cancels a scheduled battle whose chest is not full, refunding every bet (organizers of the battle, admins). */
export const cancelBattle = defineCallable('cancelBattle', { allow: BATTLE_MANAGERS }, async ({ battleId }, context) => ({
  battleId,
  ...(await closeBattle(battleId, 'cancel', context)),
}));
