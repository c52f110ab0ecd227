

/** Product-wide constants shared by the web app and the functions. */
export const PRODUCT_NAME = 'Clutchpot';
export const SUPPORT_EMAIL = 'support@clutchpot.gg';
export const APP_VERSION = '9.1.0';
export const MINIMUM_AGE = 18;
export const PERMITTED_REGION = 'Great Britain and Northern Ireland';

/** Games the product supports (spec 01, section 1). */
export const SUPPORTED_GAMES = ['Apex Legends', 'Call of Duty', 'Counter-Strike', 'FIFA', 'Valorant'] as const;
