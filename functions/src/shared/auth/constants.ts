

export const PASSWORD_MIN_LENGTH = 6;
/** Auth uids of accounts created through Twitch sign-in. */
export const TWITCH_UID_PREFIX = 'twitch:';