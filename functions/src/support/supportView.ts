import { accountOf } from '../ledger/account';
import { moneyInRefusal } from '../shared/gambling/refusals';
import { withinMaxima, type LimitKey, type LimitMaxima } from '../shared/preferences/limitMaxima';
import {
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_CHANGE_LOCK_MS,
  effectiveLimit,
  isActivePeriod,
  preferencesOf,
  type LimitSet,
  type PauseSetting,
} from '../shared/preferences/preferences';
import type { Timestamp } from '../shared/core/timestamp';
import type { AuditEntry, AuditEntryView, SupportLimit, SupportPeriod, SupportUserSummary, SupportUserView } from '../shared/support/types';
import type { UserDoc } from '../shared/users/types';

const millisOf = (value: Partial<Timestamp> | null | undefined): number | null =>
  typeof value?.toMillis === 'function' ? value.toMillis() : null;

function period(setting: PauseSetting, now: number, endsInSupport: boolean): SupportPeriod {
  const active = isActivePeriod(setting, now);
  const ended = setting.enabled && setting.endDate !== null && setting.endDate <= now;
  return { ...setting, active, awaitingSupport: endsInSupport && !active && ended };
}

function limitView<K extends LimitKey>(limits: LimitSet<K>, key: K, now: number): SupportLimit {
  const pending = limits.pending?.[key];
  const changedAt = limits.changedAt?.[key];
  const unlocks = changedAt === undefined ? null : changedAt + LIMIT_CHANGE_LOCK_MS;
  return {
    current: effectiveLimit(limits, key, now),
    pending: pending && pending.effectiveAt > now ? pending : null,
    lockedUntil: unlocks !== null && unlocks > now ? unlocks : null,
  };
}

export function auditEntryView(id: string, entry: AuditEntry): AuditEntryView {
  return { ...entry, id, timestamp: millisOf(entry.timestamp) };
}

export function userSummary(id: string, user: Partial<UserDoc>): SupportUserSummary {
  const account = accountOf(user);
  return {
    id,
    username: user.username ?? '',
    email: user.email ?? '',
    isVerified: user.isVerified === true,
    betting: user.features?.betting === true,
    exclusion: user.exclusion === 'Yes' ? 'Yes' : 'No',
    balance: account.balance,
    credits: account.credits,
  };
}

/** What the support desk shows about one user, with the limits in force under the configured maxima. */
export function supportUserView(
  id: string,
  user: Partial<UserDoc>,
  maxima: LimitMaxima,
  recentAudit: AuditEntryView[],
  now: number,
): SupportUserView {
  const preferences = withinMaxima(preferencesOf(user.preferences), maxima);
  const account = accountOf(user);
  const verification = user.verification;
  const limits = {} as Record<LimitKey, SupportLimit>;
  for (const key of DEPOSIT_LIMIT_PERIODS) limits[key] = limitView(preferences.gamblingDepositLimits, key, now);
  for (const key of BET_LIMIT_KINDS) limits[key] = limitView(preferences.gamblingBetLimits, key, now);
  const summary = userSummary(id, user);
  return {
    id,
    username: summary.username,
    email: summary.email,
    roles: user.roles ?? ['user'],
    createdAt: millisOf(user.timestamp),
    identity: {
      isVerified: summary.isVerified,
      status: verification?.status ?? null,
      reason: verification?.reason ?? null,
      retryAllowed: verification?.retryAllowed === true,
      updatedAt: millisOf(verification?.updatedAt),
    },
    betting: summary.betting,
    exclusion: summary.exclusion,
    selfExclusion: period(preferences.gamblingSelfExclude, now, true),
    selfPause: period(preferences.gamblingSelfPause, now, false),
    moneyInRefusal: moneyInRefusal(user, now)?.message ?? null,
    limits,
    limitMaxima: maxima,
    account: { balance: account.balance, credits: account.credits, chestCredits: account.bonus.credits, chestProgress: account.bonus.balance },
    recentAudit,
  };
}
