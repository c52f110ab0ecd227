/** Challenge statuses (spec 02 section 4): submitted ('new'), active ('accepted'), and how a challenge ends. */
export const CHALLENGE_STATUSES = ['submitted', 'active', 'declined', 'completed', 'failed'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** What the stream's owner may set: Accept, Reject, Complete, Fail. */
export const STREAMER_SET_STATUSES = ['active', 'declined', 'completed', 'failed'] as const;
export type StreamerSetStatus = (typeof STREAMER_SET_STATUSES)[number];

/** The streamer keeps 90% of a completed challenge's pot; the house keeps the rest (DECISIONS.md). */
export const STREAMER_SHARE_PERCENT = 90;

/** Smallest challenge or double-down: $5 (cash plus credits at $5 each). */
export const CHALLENGE_MIN_CENTS = 500;
/** A preset (static) challenge is at most $100. */
export const STATIC_CHALLENGE_MAX_CENTS = 10_000;
/** A double-down adds $5 to $5,000. */
export const DOUBLE_DOWN_MAX_CENTS = 500_000;
/** Upper bound of a custom challenge's amount input (the user's own bet limit applies as well). */
export const CUSTOM_CHALLENGE_MAX_CENTS = 500_000;
export const MAX_CHALLENGE_CREDITS = 1_000;

export const CHALLENGER_NAME_PATTERN = /^[A-Za-z0-9_-]{5,32}$/;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1_000;

/** The name an anonymised double-down shows. */
export const ANONYMOUS_NAME = 'Anonymous';

/** Lists: challenges 5 per page, voters 10 per page (spec 02 section 9). */
export const CHALLENGES_PER_PAGE = 5;
export const VOTERS_PER_PAGE = 10;

/** The preset challenges every stream with challenges on offers (getStaticChallenges). */
export const STATIC_CHALLENGES = [
  { staticType: 'win_next_match', title: 'Win the next match', description: 'Win your next match.' },
  { staticType: 'top_fragger', title: 'Top frag the next match', description: 'Finish your next match with the most kills on the server.' },
  { staticType: 'no_deaths_round', title: 'Flawless round', description: 'Win a round in your next match without dying.' },
  { staticType: 'knife_kill', title: 'Knife kill', description: 'Get a kill with your knife in the next match.' },
] as const;
export type StaticChallengeType = (typeof STATIC_CHALLENGES)[number]['staticType'];
export const STATIC_CHALLENGE_TYPES = STATIC_CHALLENGES.map((item) => item.staticType) as StaticChallengeType[];

/** What the payer sees at PayPal for a challenge or a double-down paid with PayPal. */
export const CHALLENGE_PAYPAL_DESCRIPTION = 'Challenge for a streamer, held until it is completed or refunded';
export const DOUBLE_DOWN_PAYPAL_DESCRIPTION = 'Money added to a challenge, held until it is completed or refunded';

/**
 * Each open challenge runs against a clock (README, decisions): the streamer has 30 minutes from when it is sent
 * to accept or reject it, then 60 minutes from accepting to complete it. When the clock reaches zero the
 * settleChallenges job moves it on: a new one is declined, an accepted one failed, and its money refunded.
 */
export const CHALLENGE_ANSWER_MS = 30 * 60_000;
export const CHALLENGE_RUN_MS = 60 * 60_000;
