import { indicatorsAtLeast, overallLevel, type HarmScores } from './indicators';
import type { HarmAction, HarmDoc, UserHarmFlag } from './types';

/** After staff lift a hold, the indicators strong then are not acted on automatically again for this long. */
export const LIFT_GRACE_MS = 7 * 86_400_000;

/** What an assessment leaves: the next harm document and what it did at the customer's level. */
export interface HarmAssessment {
  doc: HarmDoc;
  action: HarmAction;
  /** True when this assessment started a hold. */
  holdStarted: boolean;
}

/**
 * The next harm state from the scores. A hold, once on, stays until staff decide; a strong indicator starts one
 * (deposits blocked, betting paused) unless staff lifted a hold on that same indicator within LIFT_GRACE_MS.
 */
export function assessHarm(uid: string, previous: HarmDoc | null, scores: HarmScores, now: number, day: string, basis = 0): HarmAssessment {
  const level = overallLevel(scores);
  const base: HarmDoc = {
    uid,
    level,
    scores,
    assessedAt: now,
    day,
    held: previous?.held ?? false,
    case: previous?.case ?? null,
    lift: previous?.lift ?? null,
    basis: Math.max(basis, previous?.basis ?? 0),
  };
  if (level === 'low') return { doc: base, action: base.held ? 'hold' : 'message', holdStarted: false };
  if (level === 'medium') return { doc: base, action: base.held ? 'hold' : 'prompt', holdStarted: false };
  if (level !== 'strong') return { doc: base, action: base.held ? 'hold' : 'none', holdStarted: false };
  if (base.held) return { doc: base, action: 'hold', holdStarted: false };
  const strong = indicatorsAtLeast(scores, 'strong');
  const recentLift = base.lift && now - base.lift.at < LIFT_GRACE_MS ? base.lift : null;
  const fresh = recentLift ? strong.filter((key) => !recentLift.strong.includes(key)) : strong;
  if (fresh.length === 0) return { doc: base, action: 'desk', holdStarted: false };
  const doc: HarmDoc = {
    ...base,
    held: true,
    case: { status: 'held', openedAt: now, indicators: strong, contestedAt: null, decision: null, decidedAt: null, reason: null },
  };
  return { doc, action: 'hold', holdStarted: true };
}

/** The flag kept on users/{uid}.harm for the gambling and offers checks. */
export function userFlagOf(doc: Pick<HarmDoc, 'level' | 'held'>): UserHarmFlag {
  return { held: doc.held, strong: doc.level === 'strong' };
}

/**
 * Whether marketing and bonus offers may reach the customer: not while their indicators are strong or a hold is
 * on (a hold stays on while the case is under review).
 */
export function offersAllowed(flag: Partial<UserHarmFlag> | undefined | null): boolean {
  if (!flag) return true;
  return flag.held !== true && flag.strong !== true;
}
