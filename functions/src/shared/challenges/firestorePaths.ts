import { STREAM_COLLECTIONS } from '../streams/firestorePaths';

/** Firestore collection names and document paths of challenges (under the stream they are sent to). */
export const CHALLENGE_COLLECTIONS = {
  challenges: 'challenges',
  votes: 'votes',
  contributions: 'contributions',
} as const;

const challengesOf = (streamId: string) => `${STREAM_COLLECTIONS.streams}/${streamId}/${CHALLENGE_COLLECTIONS.challenges}`;

export const challengePaths = {
  /** A stream's challenges: public read, written by the challenge callables only. */
  challenges: challengesOf,
  challenge: (streamId: string, challengeId: string) => `${challengesOf(streamId)}/${challengeId}`,
  /** Likes (one per user, id = uid) and double-downs (named or 'Anonymous'): public read. */
  votes: (streamId: string, challengeId: string) => `${challengesOf(streamId)}/${challengeId}/${CHALLENGE_COLLECTIONS.votes}`,
  vote: (streamId: string, challengeId: string, voteId: string) => `${challengesOf(streamId)}/${challengeId}/${CHALLENGE_COLLECTIONS.votes}/${voteId}`,
  /** Who paid what into the pot (the original stake and each double-down): the payer and admins read them. */
  contributions: (streamId: string, challengeId: string) => `${challengesOf(streamId)}/${challengeId}/${CHALLENGE_COLLECTIONS.contributions}`,
  contribution: (streamId: string, challengeId: string, contributionId: string) =>
    `${challengesOf(streamId)}/${challengeId}/${CHALLENGE_COLLECTIONS.contributions}/${contributionId}`,
} as const;

/** The PayPal order's custom id for a challenge paid by PayPal (DECISIONS.md): `{uid}/challenge/{streamId}/{challengeId}`. */
export const challengePaypalCustomId = (uid: string, streamId: string, challengeId: string) => `${uid}/challenge/${streamId}/${challengeId}`;
/** The custom id of a double-down paid by PayPal: the challenge's, with the double-down's request id. */
export const doubleDownPaypalCustomId = (uid: string, streamId: string, challengeId: string, requestId: string) =>
  `${uid}/challenge/${streamId}/${challengeId}/${requestId}`;
