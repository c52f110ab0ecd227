

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Firestore refuses document ids of this form, and a username keys its usernames/{lower} reservation. */
export const USERNAME_RESERVED_PATTERN = /^__.*__$/;
/** A username that is taken gets a random suffix in this range. */
export const USERNAME_SUFFIX_MIN = 1000;
export const USERNAME_SUFFIX_MAX = 9999;
/** New Google users and their referrers each receive this many Bonus Credits. */
export const SIGNUP_BONUS_CREDITS = 1;
export const REFERRAL_BONUS_CREDITS = 1;
/** Cookie holding the referrer's user id, set by /referral/{id}. */
export const REFERRAL_COOKIE = 'referral_id';
/** Agreement types saved with saveUserAgreement. */
export const AGREEMENT_TYPES = ['fundsProtectionNotice', 'cookiesConsent'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];