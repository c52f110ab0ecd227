

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
/**
 * Call of Duty gamer tags (checkCodGamerTag): the platform the tag belongs to, as Activision's profile API names
 * them: an Activision ID (uno, `Name#1234567`), Battle.net (battle, `Name#1234`), PlayStation (psn), Xbox (xbl).
 */
export const COD_PLATFORMS = ['uno', 'battle', 'psn', 'xbl'] as const;
export type CodPlatform = (typeof COD_PLATFORMS)[number];
/** A name of 2 to 32 characters without `#`, then for Activision and Battle.net ids `#` and 4 to 8 digits. */
export const COD_GAMER_TAG_PATTERN = /^[^#\s][^#]{0,30}[^#\s](#\d{4,8})?$/;
