import { defineString } from 'firebase-functions/params';
import { SESSION_LOOKUP_ATTEMPTS, SESSION_LOOKUP_RETRY_MS } from '../shared/sessions/realityCheck';
import type { GeoLocation } from '../shared/region/types';

/**
 * IP geolocation in the ip-api.com JSON format (`GET {base}/json/{ip}`), reached through a configurable base URL
 * (the sandbox server locally).
 */
export const GEOLOCATION_API_URL = defineString('GEOLOCATION_API_URL', { default: 'http://ip-api.com' });

const TIMEOUT_MS = 5_000;

interface IpApiResponse {
  status?: 'success' | 'fail';
  message?: string;
  query?: string;
  countryCode?: string;
  regionName?: string;
  city?: string;
  zip?: string;
}

export interface LocationLookup {
  location: GeoLocation | null;
  /** Why the last attempt failed, when every attempt did. */
  error: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One lookup; throws with a readable reason when the provider cannot locate `ip`. */
export async function fetchLocation(ip: string): Promise<GeoLocation> {
  const response = await fetch(`${GEOLOCATION_API_URL.value()}/json/${encodeURIComponent(ip)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Geolocation lookup answered ${response.status}`);
  const body = (await response.json()) as IpApiResponse;
  if (body.status !== 'success') throw new Error(`Geolocation lookup failed: ${body.message ?? 'no location for this address'}`);
  return {
    ip: text(body.query) || ip,
    city: text(body.city),
    // An IP address cannot be placed on a street.
    street: '',
    postalCode: text(body.zip),
    state: text(body.regionName),
    country: text(body.countryCode),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Looks `ip` up, trying up to 3 times 1000 ms apart; a final failure (or no address at all) gives a null location
 * and the reason.
 */
export async function lookupLocation(
  ip: string | null,
  { attempts = SESSION_LOOKUP_ATTEMPTS, retryMs = SESSION_LOOKUP_RETRY_MS } = {},
): Promise<LocationLookup> {
  if (!ip) return { location: null, error: 'No IP address on the request' };
  let error = 'Geolocation lookup was not attempted';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return { location: await fetchLocation(ip), error: null };
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      if (attempt < attempts) await pause(retryMs);
    }
  }
  return { location: null, error };
}
