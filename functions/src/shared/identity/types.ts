import type { Timestamp } from '../core/timestamp';

/** The identity provider's inquiry statuses (spec 01 section 3). */
export type VerificationStatus = 'started' | 'completed' | 'approved' | 'denied';
export interface IdentityVerification<T = Timestamp> {
  inquiryId: string;
  status: VerificationStatus;
  updatedAt: T;
  /** Why a finished inquiry did not verify, for the /identity page ('under18', 'declined', 'region'). */
  reason?: string;
  /** Support allowed one new check after this denied one; starting it replaces this record. */
  retryAllowed?: boolean;
}