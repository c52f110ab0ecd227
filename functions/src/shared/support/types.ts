import type { Timestamp } from '../core/timestamp';
import type { VerificationStatus } from '../identity/types';
import type { LimitKey, LimitMaxima } from '../preferences/limitMaxima';
import type { PendingLimit } from '../preferences/preferences';

/** The support desk's actions; each is a callable of the same name. */
export const SUPPORT_ACTIONS = [
  'liftSelfExclusion',
  'setUserExclusion',
  'setBettingEligibility',
  'allowIdentityRetry',
  'grantUserBonusCredits',
  'adjustUserBalance',
  'reviewHarmCase',
] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** Every audited action: the desk's, an admin's refund of an open item, and a change of roles or username. */
export const AUDIT_ACTIONS = [...SUPPORT_ACTIONS, 'refundUser', 'updateUser'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The open items an admin may refund, each with the id of its parent and its own id: a battle bet (battle), a stream
 * bet or Kills + Win (stream), a challenge's contribution (challenge, with its stream's id as `streamId`), and an
 * event's entry or Add Money (event).
 */
export const REFUND_KINDS = ['battleBet', 'streamBet', 'parlay', 'challengeContribution', 'eventEntry'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** The fields an action changed, flat (dates in ms, money in cents), as they were before and after it. */
export type AuditValues = Record<string, string | number | boolean | null>;

/** auditLog/{actorUid}_{requestId}: written by the server in the transaction that made the change; never edited. */
export interface AuditEntry<T = Timestamp> {
  action: AuditAction;
  /** Who: the admin who acted (email from their ID token, for reading the log). */
  actor: { uid: string; email: string | null };
  targetUserId: string;
  before: AuditValues;
  after: AuditValues;
  /** The written reason, as entered. */
  reason: string;
  requestId: string;
  /** When (server time). */
  timestamp: T;
}

/** What every support action answers (and a repeat of it answers again). */
export interface SupportActionResult {
  auditId: string;
  action: SupportAction;
  before: AuditValues;
  after: AuditValues;
}

/** One row of the desk's search results. */
export interface SupportUserSummary {
  id: string;
  username: string;
  email: string;
  isVerified: boolean;
  betting: boolean;
  exclusion: 'Yes' | 'No';
  /** Cents. */
  balance: number;
  credits: number;
}

export interface SupportPeriod {
  enabled: boolean;
  /** ms, or null */
  startDate: number | null;
  endDate: number | null;
  /** In force now. */
  active: boolean;
  /** A self-exclusion that has ended and waits for support to lift it (always false for a pause). */
  awaitingSupport: boolean;
}

export interface SupportLimit {
  /** The limit in force now, in cents, within the maxima in force. */
  current: number;
  /** An increase waiting for its 24 hours, if any. */
  pending: PendingLimit | null;
  /** When the user may change it again (ms), or null when they may now. */
  lockedUntil: number | null;
}

export interface AuditEntryView extends Omit<AuditEntry<number>, 'timestamp'> {
  id: string;
  /** ms */
  timestamp: number | null;
}

/** Everything the desk shows about one user. Dates are ms since epoch; money is cents. */
export interface SupportUserView {
  id: string;
  username: string;
  email: string;
  roles: string[];
  createdAt: number | null;
  identity: {
    isVerified: boolean;
    status: VerificationStatus | null;
    /** Why the check was denied ('under18', 'declined', 'region'). */
    reason: string | null;
    retryAllowed: boolean;
    updatedAt: number | null;
  };
  /** features.betting: the per-user eligibility. */
  betting: boolean;
  exclusion: 'Yes' | 'No';
  selfExclusion: SupportPeriod;
  selfPause: SupportPeriod;
  /** Why the user may not deposit now (the server's own check), or null when they may. */
  moneyInRefusal: string | null;
  limits: Record<LimitKey, SupportLimit>;
  limitMaxima: LimitMaxima;
  account: {
    balance: number;
    credits: number;
    /** Locked Bonus Chest credits. */
    chestCredits: number;
    /** Cash wagered towards the next chest credit, in cents. */
    chestProgress: number;
  };
  /** The latest audit entries about this user, newest first. */
  recentAudit: AuditEntryView[];
}

/**
 * What refundUser answers (the spec's refund payload: username, balance or basePrice, credits): the bettor and
 * the stake given back as it was paid, cash in cents and credits.
 */
export interface RefundResult {
  auditId: string;
  kind: RefundKind;
  parentId: string;
  itemId: string;
  /** The stream of a refunded challenge contribution, else absent. */
  streamId?: string;
  userId: string;
  username: string;
  balance: number;
  credits: number;
}
