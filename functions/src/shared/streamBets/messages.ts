import { formatCents } from '../core/money';

/** Stream bet and Kills + Win texts. The spec's are word for word (spec 02 sections 5 and 8). */
export const streamBetMessages = {
  oddsChanged: 'Odds have changed, so your bet was not placed. Please place a new bet.',
  placeFailed: 'An error occurred while placing your bet. Please contact support',
  loginRequired: 'You must be logged in to place a bet',
  notEnoughBalance: 'Not enough available balance',
  amountRequired: 'Amount is required',
  minimumAmount: '$5 minimum',
  maximumLimit: 'Maximum limit exceeded',
  killsWinInactive: 'The streamer must complete 100 competitive matches to activate this feature.',
  challengerName: 'Name must be between 5 and 32 characters and may contain letters, numbers, dashes (-), and underscores (_).',
  notAvailable: 'Not currently available for this streamer.',
  placeBetTitle: 'Place Bet',
  broadcastDelay: 'Broadcasts are delayed: other people may have more up-to-date information than you.',
  // Ours (the spec is silent).
  streamNotFound: 'Stream not found',
  streamOffline: 'Bets are taken only while the stream is live.',
  ownStream: 'You cannot bet on or challenge your own stream.',
  betTypeUnavailable: 'This bet is not offered for this game.',
  betNotFound: 'Bet not found',
  parlayNotFound: 'Kills + Win Challenge not found',
  alreadySettled: 'This has already been settled.',
  tipMax: 'Tip cannot be more than 100%',
  tipDecimals: 'Tip may have at most 3 decimals',
  noMatchRefund: 'No competitive match within 6 hours',
  adminRefund: 'Refunded by support',
  paypalCashOnly: 'A PayPal payment pays the amount in cash, without credits',
  notSettled: 'This has not been settled yet.',
  correctionUncovered: 'The balance no longer covers taking this settlement back, so nothing was changed.',
  liveDealerOnly: 'Odds are set by hand only for live-dealer games.',
  multiplierRequired: 'Multiplier is required',
  multiplierNumber: 'Multiplier must be a number',
  multiplierRange: 'Multiplier must be between 1.10 and 10.00',
  multiplierDecimals: 'Multiplier may have at most 2 decimals',
  multipliersMissing: 'Every bet type of the game needs a multiplier',
  killsTargetRequired: 'Kills target is required',
  killsTargetWhole: 'Kills target must be a whole number',
  killsTargetRange: 'Kills target must be between 1 and 200',
  /** An admin's Won / Lost / Refund on a live-dealer bet went through. */
  betSettled: 'Bet settled',
} as const;

export const formatStreamBetMessage = {
  betPlaced: (cents: number) => `${formatCents(cents)} bet placed successfully`,
  parlayAdded: (cents: number) => `Added Kill + Win Challenge for ${formatCents(cents)} successfully`,
  correctionReason: (title: string, from: string, to: string) => `Correction: ${title} changed from ${from} to ${to}`,
  /** An admin's correction of a settled bet or Kills + Win went through. */
  settlementCorrected: (noun: string, status: string) => `The ${noun} is now ${status}.`,
};
