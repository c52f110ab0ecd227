import { regionBlocked, type RegionBlacklist, type RegionLocation } from '../region/regionBlocked';
import { regionMessages } from '../shared/region/messages';
import type { GamblingRefusal } from '../shared/gambling/refusals';

/**
 * The region refusal while the geoblock flag is on. A caller the geolocation service could not place (null or
 * without a country) is refused too: a licensed operator must know where its customers gamble.
 */
export function regionRefusal(location: RegionLocation | null, blacklist: RegionBlacklist): GamblingRefusal | null {
  if (!location || location.country.trim() === '') return { code: 'region', message: regionMessages.regionUnknown };
  return regionBlocked(location, blacklist) ? { code: 'region', message: regionMessages.regionBlocked } : null;
}