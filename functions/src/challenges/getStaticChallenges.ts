import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../core/callable';
import { STATIC_CHALLENGES } from '../shared/challenges/constants';
import { challengeMessages } from '../shared/challenges/messages';
import type { StreamDoc } from '../shared/streams/types';
import { streamRef } from '../streams/streamStore';

/** The preset challenges a stream offers (none while its owner has challenges switched off), to visitors and users. */
export const getStaticChallenges = defineCallable('getStaticChallenges', { allow: ['visitor', 'user'] }, async (data) => {
  const snap = await streamRef(data.streamId).get();
  if (!snap.exists) throw new HttpsError('not-found', challengeMessages.streamNotFound);
  const stream = snap.data() as StreamDoc;
  if (stream.customChallengeEnabled === false) return { challenges: [] };
  return { challenges: STATIC_CHALLENGES.map((item) => ({ ...item })) };
});
