import type { Routes, SandboxRequest } from './http';

/**
 * IP geolocation in the ip-api.com JSON format: GET /geo/json/{ip} (or /geo/json?ip=). Every address is in
 * London unless a test says otherwise through the control routes.
 */
interface Place {
  country: string;
  countryName: string;
  state: string;
  region: string;
  city: string;
  zip: string;
}

const LONDON: Place = { country: 'GB', countryName: 'United Kingdom', state: 'England', region: 'ENG', city: 'London', zip: 'EC1A' };

const COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  US: 'United States',
  FR: 'France',
  DE: 'Germany',
};

let defaultPlace: Place = LONDON;
const placesByIp = new Map<string, Place>();
let failuresLeft = 0;

export const geolocationControl = {
  reset(): void {
    defaultPlace = LONDON;
    placesByIp.clear();
    failuresLeft = 0;
  },
};

function lookup(ip: string) {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    return { status: 500, json: { status: 'fail', message: 'sandbox: lookup failure requested', query: ip } };
  }
  const place = placesByIp.get(ip) ?? defaultPlace;
  return {
    status: 200,
    json: {
      status: 'success',
      query: ip,
      country: place.countryName,
      countryCode: place.country,
      region: place.region,
      regionName: place.state,
      city: place.city,
      zip: place.zip,
    },
  };
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

function placeFrom(body: SandboxRequest['body']): Place {
  const country = text(body.country, LONDON.country).toUpperCase();
  const state = text(body.state, country === LONDON.country ? LONDON.state : '');
  return {
    country,
    countryName: COUNTRY_NAMES[country] ?? country,
    state,
    region: state.slice(0, 3).toUpperCase(),
    city: text(body.city, country === LONDON.country && state === LONDON.state ? LONDON.city : state),
    zip: text(body.postalCode, ''),
  };
}

export const geolocationRoutes: Routes = {
  'GET /geo/json/:ip': ({ params }) => lookup(params.ip ?? ''),
  'GET /geo/json': ({ query }) => lookup(query.get('ip') ?? ''),
  /** Test control: where the next lookups place `ip`, or every address when no ip is given. */
  'POST /__sandbox/geo': ({ body }) => {
    const place = placeFrom(body);
    const ip = typeof body.ip === 'string' && body.ip ? body.ip : null;
    if (ip) placesByIp.set(ip, place);
    else {
      placesByIp.clear();
      defaultPlace = place;
    }
    return { status: 200, json: { ip, ...place } };
  },
  /** Test control: the next `count` lookups answer 500. */
  'POST /__sandbox/geo/fail': ({ body }) => {
    const count = Number(body.count ?? 1);
    failuresLeft = Number.isInteger(count) && count >= 0 ? count : 1;
    return { status: 200, json: { failuresLeft } };
  },
  /** Test control: back to London for everyone, no failures queued. */
  'POST /__sandbox/geo/reset': () => {
    geolocationControl.reset();
    return { status: 200, json: { reset: true } };
  },
};
