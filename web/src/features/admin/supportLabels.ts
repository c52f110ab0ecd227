import { formatDateTime } from '@shared/core/dates';
import { formatCents } from '@shared/core/money';
import type { AuditAction, AuditValues, SupportPeriod, SupportUserView } from '@shared/support/types';

/** The audit log's action names, as the desk shows them. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  liftSelfExclusion: 'Self-exclusion lifted',
  setUserExclusion: 'Support exclusion changed',
  setBettingEligibility: 'Betting eligibility changed',
  allowIdentityRetry: 'New identity check allowed',
  grantUserBonusCredits: 'Bonus Credits granted',
  adjustUserBalance: 'Balance adjusted',
  refundUser: 'Refunded',
  updateUser: 'Roles or username changed',
  reviewHarmCase: 'Customer interaction case decided',
};

const DENIAL_REASONS: Record<string, string> = {
  under18: 'under 18',
  region: 'outside the United Kingdom',
  declined: 'declined by the provider',
};

/** "Verified", "Denied (under 18), new check allowed", "Started", "Not started". */
export function identityLabel(identity: SupportUserView['identity']): string {
  if (identity.isVerified) return 'Verified';
  switch (identity.status) {
    case 'denied': {
      const why = identity.reason ? ` (${DENIAL_REASONS[identity.reason] ?? identity.reason})` : '';
      return `Denied${why}${identity.retryAllowed ? ', new check allowed' : ''}`;
    }
    case 'started':
      return 'Check started';
    case 'completed':
      return 'Check completed, awaiting decision';
    case 'approved':
      return 'Approved';
    default:
      return 'Not started';
  }
}

const at = (ms: number | null) => (ms === null ? 'no end date' : formatDateTime(ms));

/** A self-exclusion or self-pause in one line. */
export function periodLabel(period: SupportPeriod, kind: 'exclusion' | 'pause'): string {
  if (period.active) return `Running until ${at(period.endDate)}`;
  if (period.awaitingSupport) return `Ended ${at(period.endDate)}, waiting for support to lift it`;
  if (period.endDate !== null) {
    return kind === 'exclusion' && !period.enabled ? `Lifted (ended ${at(period.endDate)})` : `Ended ${at(period.endDate)}`;
  }
  return 'None';
}

/** One before or after value of an audit entry: money in dollars, dates as dates, flags as Yes/No. */
export function auditValue(key: string, value: AuditValues[string] | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key === 'balance') return formatCents(value);
    if (/(Start|End|At)$/.test(key)) return formatDateTime(value);
  }
  return String(value);
}

const AUDIT_FIELD_LABELS: Record<string, string> = {
  balance: 'Cash balance',
  credits: 'Bonus Credits',
  betting: 'Betting eligibility',
  exclusion: 'Exclusion',
  retryAllowed: 'New check allowed',
  identityStatus: 'Identity',
  identityReason: 'Denial reason',
  selfExclusionEnabled: 'Self-exclusion on',
  selfExclusionStart: 'Self-exclusion start',
  selfExclusionEnd: 'Self-exclusion end',
};

/** The fields an audit entry changed: "Betting eligibility: Yes → No". */
export function auditChanges(before: AuditValues, after: AuditValues): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => `${AUDIT_FIELD_LABELS[key] ?? key}: ${auditValue(key, before[key])} → ${auditValue(key, after[key])}`);
}
