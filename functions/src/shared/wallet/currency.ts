

/** Fallback USD -> GBP rate when config/app has none (bank payments and payouts are in GBP). */
export const DEFAULT_USD_TO_GBP = 0.79;
/** USD cents to GBP pence at `rate`, rounded to the nearest penny. */
export function usdCentsToPence(cents: number, rate: number): number {
  return Math.round(cents * rate);
}