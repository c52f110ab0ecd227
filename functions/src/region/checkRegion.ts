import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../core/callable';
import { callerRegion } from '../gambling/callerRegion';
import { regionMessages } from '../shared/region/messages';

/**
 * Whether the caller's region is blocked, for the web app's region gate. Visitors may ask too. While the geoblock
 * flag is off nobody is looked up; otherwise the answer comes from the caller's IP address alone. When the lookup
 * fails the answer is `unavailable`: the app stays usable, and the gambling callables refuse the caller anyway.
 */
export const checkRegion = defineCallable('checkRegion', { allow: ['visitor', 'user'] }, async (_data, { raw }) => {
  const region = await callerRegion(raw);
  if (!region.checked) return { blocked: false, country: null, state: null };
  if (!region.location) throw new HttpsError('unavailable', regionMessages.regionUnknown);
  return { blocked: region.refusal !== null, country: region.location.country, state: region.location.state || null };
});
