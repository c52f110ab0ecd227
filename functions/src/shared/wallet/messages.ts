

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const walletMessages = {
  depositMinimum: '$5 minimum',
  depositMaximum: 'Amount exceeds maximum limit of $1000',
  bonusNotEligible: 'Deposit not eligible for bonus credits',
  noOrderId: 'No order id found',
  invalidAmount: 'Invalid amount',
  configRequired: 'config is required',
  paymentInitiated: 'Payment initiated successfully',
  verifyIdentity: 'Verify Your Identity',
  payoutAmountNumber: 'Amount must be a number',
  payoutMinimum: 'Amount must be at least $1',
  payoutExceedsBalance: 'Amount must not exceed available balance',
  payoutEmailInvalid: 'Invalid email address',
  payoutFailed: 'There was a problem requesting payout',
  payoutInsufficient: 'Insufficient balance to request a payout',
  noBalanceToWithdraw: 'No available balance to withdraw.',
  depositToEnableWithdrawals: 'Make a deposit to enable withdrawals',
  noTransactions: 'No transactions found',
  transactionsError: 'Error loading transactions',
  paymentNotVerified: 'We could not verify this payment with the provider. Please try again.',
  paymentNotCompleted: 'This payment has not been completed.',
  paymentAmountMismatch: 'The payment amount does not match the deposit.',
  paymentNotYours: 'This payment was not made from this account.',
  paymentAlreadyUsed: 'This payment has already been added to a balance.',
  payoutMethodUnavailable: 'This payout method is not available for your account.',
  featureDisabled: 'This payment method is currently unavailable.',
  walletBusy: 'Your account is busy with another payment. Please try again in a moment.',
} as const;

/** Messages with values in them, word for word from the spec. `amount` is already formatted ($1,234.56). */
export const formatWalletMessage = {
  depositLimitExceeded: (period: string, amount: string) => `${period} Limit exceeded by ${amount}`,
  depositAdded: (amount: string) => `${amount} added to balance`,
  bonusCreditsReceived: (credits: number) => `${credits} bonus credits received`,
  nextBonusAvailable: (date: string) => `Next bonus available on ${date}`,
  payoutInitiated: (amount: string) => `Payout of ${amount} initiated successfully`,
  invalidBankRedirect: (url: string) => `uri is not valid, received: ${url}`,
};
