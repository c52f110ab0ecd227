import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { lookupLocation } from '../clients/geolocation';
import { readConfig } from '../remoteConfig/readRemoteConfig';
import { callerIp } from '../sessions/sessionStore';
import { unresolvedStateEntries, type RegionLocation } from '../region/regionBlocked';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import type { FeatureFlags } from '../shared/remoteConfig/featureFlags';
import { regionRefusal } from './regionRefusal';
import type { GamblingRefusal } from '../shared/gambling/refusals';

export interface CallerRegion {
  /** False while the geoblock flag is off: nobody is looked up and every region is allowed. */
  checked: boolean;
  /** Where the geolocation service placed the caller; null when not checked or when the lookup failed. */
  location: RegionLocation | null;
  /** Why the caller's region may not gamble (blacklisted, or unknown because the lookup failed), or null. */
  refusal: GamblingRefusal | null;
}

const NOT_CHECKED: CallerRegion = { checked: false, location: null, refusal: null };

/**
 * Where the caller of `raw` is, from their IP address (never from anything the client says), and whether that
 * region is allowed. Looked up only while the geoblock flag is on; pass `config` when it has been read already.
 */
export async function callerRegion(
  raw: CallableRequest<unknown>,
  config?: { flags: FeatureFlags; settings: AppSettings },
): Promise<CallerRegion> {
  const { flags, settings } = config ?? (await readConfig());
  if (!flags.geoblock) return NOT_CHECKED;

  const ip = callerIp(raw);
  const lookup = await lookupLocation(ip);
  const unresolved = unresolvedStateEntries(settings);
  if (unresolved.length > 0) logger.warn('config/app blacklistStates has codes that block nothing', { unresolved });
  if (!lookup.location) logger.warn('Caller region unknown: geolocation lookup failed', { ip, error: lookup.error });

  const location = lookup.location ? { country: lookup.location.country, state: lookup.location.state } : null;
  return { checked: true, location, refusal: regionRefusal(location, settings) };
}
