import type { GamblingRefusalCode } from '../gambling/refusals';

/**
 * What a refusal tells the client beside its message, in the HttpsError's details: the one contract between the
 * callables that refuse and the web app's write helper, which acts on them (new odds replace the old ones).
 */
export type RefusalDetails =
  /** A battle's published odds moved: the new price for the chosen side. */
  | { reason: 'odds-changed'; odds: number }
  /** A stream's odds were replaced: the id of the current ones (null once none are offered). */
  | { reason: 'odds-changed'; oddsId: string | null }
  /** The shared gambling check refused (functions/src/gambling/assertMayGamble.ts). */
  | { reason: GamblingRefusalCode };

export type RefusalReason = RefusalDetails['reason'];
