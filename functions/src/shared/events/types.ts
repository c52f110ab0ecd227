import type { PotPaymentDoc } from '../challenges/types';
import type { Timestamp } from '../core/timestamp';
import type { EventBasis, EventKind, EventStatus, EventType } from './constants';

/** An entrant as the event page lists them. */
export interface EventEntrant {
  id: string;
  username: string;
  /** Kills counted from match data (kills events), once the results are in. */
  kills: number | null;
  teamPlacement: number | null;
  /** The paid entry (events/{id}/entries/{entryId}). */
  entryId: string;
}

/** events/{eventId} (spec 02 section 3, Event): public read, server-written. Amounts in cents. */
export interface EventDoc<T = Timestamp> {
  id: string;
  kind: EventKind;
  /** The stream of a streamer-led event, else null. */
  streamId: string | null;
  ownerId: string;
  title: string;
  description: string;
  type: EventType;
  baseType: EventBasis;
  baseAmount: number | null;
  baseStartTime: T | null;
  manual: boolean;
  selfSignUp: boolean;
  pricePerPlayer: number;
  users: EventEntrant[];
  userIds: string[];
  /** The pot in cents: entries and double-downs (cash + credits x $5). */
  totalAmount: number;
  totalVotes: number;
  /** The logo's Storage path (events/{id}/logo) once uploaded, else null. */
  logo: string | null;
  winners: string[];
  /** What each winner was paid. */
  payoutPerWinner: number;
  status: EventStatus;
  startedAt: T | null;
  endsAt: T | null;
  /** True while entries of a final event are not all paid in or refunded. */
  settlementPending: boolean;
  copyOf: string | null;
  createdAt: T;
  updatedAt: T;
}

/**
 * events/{eventId}/entries/{entryId}: money paid into the pot, an entry or a double-down (Add Money; only these stake
 * credits, entries are paid in cash); its payer and admins read it. Both are refunded when the event is deleted or
 * cancelled and paid in to the house once it completes.
 */
export type EventEntryDoc<T = Timestamp> = PotPaymentDoc<T>;
