/** Helpers for the race tests: a call's outcome as data, the busy refusal, and the house buckets one item moved. */
import { houseEntries } from './ledgerFixtures';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import type { HouseBucket } from '../../functions/src/shared/ledger/types';

export interface Outcome {
  ok: boolean;
  code?: string;
  message?: string;
}

/** What a call ended with (answered or refused), so racing calls can all be awaited together. */
export const outcomeOf = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    () => ({ ok: true }),
    (error: { code?: string; message?: string }) => ({ ok: false, code: error.code, message: error.message?.replace(/ \[\d{3}\]$/, '') }),
  );

/** A call that waited longer than the money lock allows is refused as busy and moves nothing. */
export const busy = (outcome: Outcome) => outcome.code === 'functions/unavailable' && outcome.message === walletMessages.walletBusy;

/** What `bucket` holds for items referencing `id`. */
export async function bucketFor(bucket: HouseBucket, id: string): Promise<number> {
  return (await houseEntries()).filter((entry) => entry.bucket === bucket && entry.reference?.id === id).reduce((sum, entry) => sum + entry.amount, 0);
}

/** Every house bucket's movements for items referencing `id` (buckets never touched are absent). */
export async function bucketsFor(id: string): Promise<Partial<Record<HouseBucket, number>>> {
  const totals: Partial<Record<HouseBucket, number>> = {};
  for (const entry of await houseEntries()) {
    if (entry.reference?.id !== id) continue;
    totals[entry.bucket] = (totals[entry.bucket] ?? 0) + entry.amount;
  }
  return totals;
}
