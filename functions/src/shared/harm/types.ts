import type { HarmLevel, HarmScores, IndicatorKey } from './indicators';

/** How staff decide a case: lift the hold, keep it, or tighten it (the support exclusion, until support clears it). */
export const HARM_DECISIONS = ['lift', 'keep', 'tighten'] as const;
export type HarmDecision = (typeof HARM_DECISIONS)[number];

/** held: automated hold waiting for staff; contested: the customer asked for a second look; then staff's decision. */
export type HarmCaseStatus = 'held' | 'contested' | 'kept' | 'tightened' | 'lifted';

export interface HarmCase {
  status: HarmCaseStatus;
  /** When the hold started (ms) and the strong indicators that started it. */
  openedAt: number;
  indicators: IndicatorKey[];
  contestedAt: number | null;
  decision: HarmDecision | null;
  decidedAt: number | null;
  /** Staff's written reason. */
  reason: string | null;
}

/**
 * harm/{uid}: the customer's indicators as last assessed, whether deposits and betting are held, and the case.
 * Written only by the server; the customer reads their own.
 */
export interface HarmDoc {
  uid: string;
  level: HarmLevel;
  scores: HarmScores;
  /** When it was last assessed (ms) and the UTC day it was assessed for. */
  assessedAt: number;
  day: string;
  /** Deposits blocked and betting paused until staff lift it. */
  held: boolean;
  case: HarmCase | null;
  /** The last lift: when, and the indicators that were strong then (not acted on again for LIFT_GRACE_MS). */
  lift: { at: number; strong: IndicatorKey[] } | null;
  /** The latest write time (ms) of the days this assessment read: an older assessment never replaces a newer one. */
  basis: number;
}

/**
 * users/{uid}.harm: what the gambling check and the offers check read (server only), written only when one of
 * them changes (the level itself lives on harm/{uid}).
 */
export interface UserHarmFlag {
  /** Deposits and betting held until staff decide. */
  held: boolean;
  /** An indicator is strong now. */
  strong: boolean;
}

/** What an assessment did at its level: a message, a prompt to set a limit, a hold, or (strong, lifted recently) the desk. */
export type HarmAction = 'none' | 'message' | 'prompt' | 'hold' | 'desk';

/** harmInteractions/{uid}_{day}: the highest level a customer reached on a day and what was done (for evaluation). */
export interface HarmInteraction {
  uid: string;
  day: string;
  level: HarmLevel;
  action: HarmAction;
  at: number;
}

/** harm/{uid}/notes/{id}: the case's notes, the customer's contest or staff's decision. */
export interface HarmNote {
  by: 'customer' | 'staff';
  text: string;
  at: number;
  decision?: HarmDecision;
}

/** One row of the desk's queue. */
export interface HarmCaseSummary {
  uid: string;
  username: string;
  email: string;
  level: HarmLevel;
  held: boolean;
  case: HarmCase | null;
  scores: HarmScores;
  assessedAt: number;
  notes: HarmNote[];
}

/** The desk's evaluation over a range of days, by the highest level each customer reached. */
export interface HarmEvaluationRow {
  level: Exclude<HarmLevel, 'none'>;
  /** Customers whose highest level in the range was this. */
  customers: number;
  /** What was done for them: counts by action, and staff decisions on their cases. */
  actions: Partial<Record<HarmAction, number>>;
  decisions: Partial<Record<'lift' | 'keep' | 'tighten' | 'pending', number>>;
  /** Of them, how many are at a lower level now. */
  fell: number;
}
export interface HarmEvaluation {
  start: string;
  end: string;
  rows: HarmEvaluationRow[];
}
