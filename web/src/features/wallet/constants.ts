

export const DEPOSIT_TOAST_MS = 10_000;
export const DEPOSIT_REDIRECT_MS = 2_000;
export const TRANSACTIONS_PER_PAGE = 8;
/** The transaction history opens this many months back, and reaches at most TRANSACTIONS_EARLIEST_MONTHS back. */
export const TRANSACTIONS_DEFAULT_MONTHS = 12;
export const TRANSACTIONS_EARLIEST_MONTHS = 18;
/** TrueLayer's hosted payment page in a modal; full screen at or below this width. */
export const TRUELAYER_MODAL = { width: 600, height: 750, fullScreenBelow: 640 } as const;