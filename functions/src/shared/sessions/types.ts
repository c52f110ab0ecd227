import type { Timestamp } from '../core/timestamp';
import type { GeoLocation } from '../region/types';

/**
 * A login session: sessions/{id}. Created at sign-in, it expires `sessionDuration` reality-check hours after
 * `createdAt` (the reality check then asks whether to continue); refreshing moves createdAt and expiresAt on,
 * `startedAt` stays the sign-in time. At most one session per user is active.
 */
export interface SessionDoc<T = Timestamp> {
  userId: string;
  isActive: boolean;
  startedAt: T;
  createdAt: T;
  expiresAt: T;
  /** The reality-check interval in hours (1, 2 or 4). */
  sessionDuration: number;
  ip: string | null;
  location: GeoLocation | null;
  /** Why the IP lookup failed after its retries, or null. */
  lookupError: string | null;
  endedAt: T | null;
}