import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import type { HouseBucket, LedgerType } from '../shared/ledger/types';

/**
 * What one ledger movement adds to the Summary figures (see README, "Admin Summary figures"). A pure function of
 * the movement as the ledger recorded it (user entry and house legs), so the live writer and the backfill from
 * stored entries count every movement the same way.
 */
export interface SummaryMovement {
  /** The user whose entry this is, or null for a house-only movement. */
  uid: string | null;
  type: string;
  /** The user entry's cash change, net amount (a stake's cash without its fee) and credits change. */
  amount: number;
  netAmount: number;
  credits: number;
  referenceKind: string | null;
  /** The reference's id (a stream's id when `referenceKind` is 'stream') and the entry's streamer name. */
  referenceId?: string | null;
  streamerName?: string | null;
  legs: ReadonlyArray<{ bucket: HouseBucket; amount: number }>;
}

export const ITEM_KINDS = ['challenges', 'events', 'parlays', 'bets'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** The house buckets revenue and reserve are made of. */
export const SUMMARY_BUCKETS = ['fees', 'house', 'earnings', 'prize'] as const;
export type SummaryBucket = (typeof SUMMARY_BUCKETS)[number];

/** The ledger types that stake money on an item, by item kind (the Summary and the leaderboards count them). */
export const STAKES: Partial<Record<LedgerType, ItemKind>> = {
  challenge_placed: 'challenges',
  challenge_add_cash: 'challenges',
  event_enter: 'events',
  event_add_cash: 'events',
  parlay_placed: 'parlays',
  bet_placed: 'bets',
};
const PAYMENTS: Partial<Record<LedgerType, ItemKind>> = {
  challenge_completed: 'challenges',
  event_completed: 'events',
  parlay_completed: 'parlays',
  bet_completed: 'bets',
};

/** Ledger types that stake on an item, and that pay out on one. */
export const STAKE_TYPES = Object.keys(STAKES) as LedgerType[];
export const PAYMENT_TYPES = Object.keys(PAYMENTS) as LedgerType[];

/** Flat field path -> amount to add, for one movement; empty when it changes no figure. */
export type SummaryDelta = Record<string, number>;

export function summaryDelta(movement: SummaryMovement): SummaryDelta {
  const delta: SummaryDelta = {};
  const add = (field: string, amount: number) => {
    if (amount !== 0) delta[field] = (delta[field] ?? 0) + amount;
  };
  for (const leg of movement.legs) if ((SUMMARY_BUCKETS as readonly string[]).includes(leg.bucket)) add(`buckets.${leg.bucket}`, leg.amount);
  if (movement.uid === null) return delta;
  const type = movement.type as LedgerType;
  const staked = STAKES[type];
  if (staked) {
    const cash = -movement.netAmount;
    const credits = -movement.credits;
    const total = cash + credits * BONUS_CREDIT_CENTS;
    add(`${staked}.count`, 1);
    add(`${staked}.total`, total);
    add('wagers.count', 1);
    add('wagers.cash', cash);
    add('wagers.credits', credits);
    add('wagers.total', total);
  }
  const paid = PAYMENTS[type];
  if (paid) add(`${paid}.paid`, movement.amount);
  if (type === 'add_balance') {
    add('accounts.count', 1);
    add('accounts.total', movement.amount);
  }
  return delta;
}

/** Whether the movement made its user active (a wager) that day. */
export const isActivity = (movement: SummaryMovement): boolean => movement.uid !== null && STAKES[movement.type as LedgerType] !== undefined;

/** The delta's bucket fields only (the all-time totals keep these). */
export function bucketsOnly(delta: SummaryDelta): SummaryDelta {
  return Object.fromEntries(Object.entries(delta).filter(([field]) => field.startsWith('buckets.')));
}

/** Stream items (stream bets and Kills + Win) counted per stream for the top streams export. */
const STREAM_ITEMS: readonly ItemKind[] = ['bets', 'parlays'];
export const STREAM_REFERENCE = 'stream';

/** What one movement adds to its stream's line (count, total staked, paid out), or null when it is no stream item. */
export function streamDelta(movement: SummaryMovement): { streamId: string; delta: SummaryDelta } | null {
  if (movement.uid === null || movement.referenceKind !== STREAM_REFERENCE || !movement.referenceId) return null;
  const full = summaryDelta({ ...movement, legs: [] });
  const delta: SummaryDelta = {};
  for (const kind of STREAM_ITEMS) {
    for (const name of ['count', 'total', 'paid'] as const) {
      const amount = full[`${kind}.${name}`];
      if (amount !== undefined) delta[name] = (delta[name] ?? 0) + amount;
    }
  }
  return Object.keys(delta).length === 0 ? null : { streamId: movement.referenceId, delta };
}
