import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { findCodPlayer } from '../clients/callOfDuty';
import { defineCallable } from '../core/callable';
import { userMessages } from '../shared/users/messages';

/**
 * checkCodGamerTag (spec 01): whether Activision knows this Call of Duty gamer tag on its platform (an Activision
 * ID unless another is given), asked of Activision's profile API; the answer names the tag as Activision spells it.
 * The format is checked by the request schema first, so a malformed tag never reaches Activision.
 */
export const checkCodGamerTag = defineCallable('checkCodGamerTag', {}, async ({ gamerTag, platform = 'uno' }) => {
  let found: string | null;
  try {
    found = await findCodPlayer(platform, gamerTag);
  } catch (error) {
    logger.warn('checkCodGamerTag: Call of Duty lookup failed', error);
    throw new HttpsError('unavailable', userMessages.codUnavailable);
  }
  return { exists: found !== null, gamerTag: found ?? gamerTag, platform };
});
