

// ---- Wallet ------------------------------------------------------------------------------------------------

/** Per-deposit bounds, in cents. */
export const DEPOSIT_MIN_CENTS = 500;
export const DEPOSIT_MAX_CENTS = 100_000;
/** Smallest withdrawal, in cents. */
export const PAYOUT_MIN_CENTS = 100;
/** Description and custom id of the PayPal order the browser creates for a deposit. */
export const PAYPAL_ORDER_DESCRIPTION = 'Add Money to your product cash balance';
export const paypalCustomId = (uid: string) => `${uid}/add_balance`;