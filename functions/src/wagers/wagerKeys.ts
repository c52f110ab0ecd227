/**
 * Ledger idempotency keys of one wager, derived from its id: the stake, and each way it can end. Each amount is
 * keyed once, so placing, settling or refunding the same wager again moves nothing.
 */
export function wagerKeys(wagerId: string) {
  const stake = `wager_${wagerId}`;
  return { stake, won: `${stake}_won`, lost: `${stake}_lost`, refund: `${stake}_refund` } as const;
}
