
import { SUBDIVISION_NAMES } from './subdivisions';
import type { AppSettings } from '../shared/remoteConfig/appSettings';

/** Where the geolocation service places a caller. */
export interface RegionLocation {
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  country: string;
  /** The region's name as the service reports it, e.g. 'England' or 'California'. */
  state: string;
}

export type RegionBlacklist = Pick<AppSettings, 'blacklistCountries' | 'blacklistStates'>;

/*
 * What config/app's blacklists accept:
 * - blacklistCountries: ISO 3166-1 alpha-2 codes ('FR', 'us').
 * - blacklistStates: either a region name as the geolocation service reports it ('England', 'Northern Ireland',
 *   'California'), which blocks that name in any country, or an ISO 3166-2 code ('GB-ENG', 'US-CA'), which blocks
 *   the region in its own country only. Codes are known for the UK's four nations and the US states (see
 *   subdivisions.ts); any other code blocks nothing and is listed by unresolvedStateEntries so the server can warn.
 * Matching ignores case, accents, surrounding spaces and repeated inner spaces.
 */

const SUBDIVISION_CODE = /^([A-Z]{2})-[A-Z0-9]{1,3}$/;

function normalised(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

interface StateRule {
  /** Lower-case country code the rule is limited to, or null for a plain name (any country). */
  country: string | null;
  name: string;
}

/** The rule a blacklistStates entry stands for; null for an empty entry or a code this list does not know. */
function stateRule(entry: string): StateRule | null {
  const code = entry.trim().toUpperCase();
  const codeMatch = SUBDIVISION_CODE.exec(code);
  if (codeMatch) {
    const name = SUBDIVISION_NAMES[code];
    return name ? { country: codeMatch[1]!.toLowerCase(), name: normalised(name) } : null;
  }
  const name = normalised(entry);
  return name ? { country: null, name } : null;
}

/** Whether `location` is in a blacklisted country or state of `blacklist`. */
export function regionBlocked(location: RegionLocation, blacklist: RegionBlacklist): boolean {
  const country = normalised(location.country);
  const state = normalised(location.state);
  if (country && blacklist.blacklistCountries.some((entry) => normalised(entry) === country)) return true;
  if (!state) return false;
  return blacklist.blacklistStates.some((entry) => {
    const rule = stateRule(entry);
    return rule !== null && rule.name === state && (rule.country === null || rule.country === country);
  });
}

/** blacklistStates entries that look like ISO 3166-2 codes this list does not know (they block nothing). */
export function unresolvedStateEntries(blacklist: RegionBlacklist): string[] {
  return blacklist.blacklistStates.filter((entry) => entry.trim() !== '' && stateRule(entry) === null);
}
