/** Product-wide constants shared by the web app and the functions. */
export const PRODUCT_NAME = 'Clutchpot';
export const SUPPORT_EMAIL = 'support@clutchpot.gg';
export const APP_VERSION = '9.1.0';

export const BRAND_COLORS = {
  primary: '#7D22FF',
  secondary: '#0CFFCA',
} as const;

export const CENTS_PER_DOLLAR = 100;
/** One Bonus Credit is worth $5. */
export const BONUS_CREDIT_CENTS = 500;

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Firestore refuses document ids of this form, and a username keys its usernames/{lower} reservation. */
export const USERNAME_RESERVED_PATTERN = /^__.*__$/;
/** A username that is taken gets a random suffix in this range. */
export const USERNAME_SUFFIX_MIN = 1000;
export const USERNAME_SUFFIX_MAX = 9999;

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound on free-text input accepted by callables, so oversized payloads are refused outright. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ID_LENGTH = 128;
export const MAX_URL_LENGTH = 2048;
export const MAX_CODE_LENGTH = 512;

/** New Google users and their referrers each receive this many Bonus Credits. */
export const SIGNUP_BONUS_CREDITS = 1;
export const REFERRAL_BONUS_CREDITS = 1;
/** Cookie holding the referrer's user id, set by /referral/{id}. */
export const REFERRAL_COOKIE = 'referral_id';

export const NOTIFICATION_BADGE_CAP = 9;

/** Auth uids of accounts created through Twitch sign-in. */
export const TWITCH_UID_PREFIX = 'twitch:';

// ---- Wallet ------------------------------------------------------------------------------------------------

/** Per-deposit bounds, in cents. */
export const DEPOSIT_MIN_CENTS = 500;
export const DEPOSIT_MAX_CENTS = 100_000;
/** Smallest withdrawal, in cents. */
export const PAYOUT_MIN_CENTS = 100;
/** Description and custom id of the PayPal order the browser creates for a deposit. */
export const PAYPAL_ORDER_DESCRIPTION = 'Add Money to your product cash balance';
export const paypalCustomId = (uid: string) => `${uid}/add_balance`;
/** Fallback USD -> GBP rate when config/app has none (bank payments and payouts are in GBP). */
export const DEFAULT_USD_TO_GBP = 0.79;

export const DEPOSIT_TOAST_MS = 10_000;
export const DEPOSIT_REDIRECT_MS = 2_000;
export const NOTIFICATIONS_LOADED = 100;
export const NOTIFICATIONS_PER_PAGE = 10;
export const TRANSACTIONS_PER_PAGE = 8;
/** TrueLayer's hosted payment page in a modal; full screen at or below this width. */
export const TRUELAYER_MODAL = { width: 600, height: 750, fullScreenBelow: 640 } as const;

/** Agreement types saved with saveUserAgreement. */
export const AGREEMENT_TYPES = ['fundsProtectionNotice', 'cookiesConsent'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

// ---- Survey ------------------------------------------------------------------------------------------------

/** The survey is asked again once this many days have passed since the last answer (or since sign-up). */
export const SURVEY_INTERVAL_DAYS = 60;
export const SURVEY_INTERVAL_MS = SURVEY_INTERVAL_DAYS * 24 * 60 * 60 * 1000;
