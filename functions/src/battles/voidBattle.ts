import { defineCallable } from '../core/callable';
import { closeBattle } from './closeBattle';

/** Voids a battle at any time before it is final, refunding every stake and fee (admins only). */
export const voidBattle = defineCallable('voidBattle', { allow: ['admin'] }, async ({ battleId }, context) => ({
  battleId,
  ...(await closeBattle(battleId, 'void', context)),
}));
