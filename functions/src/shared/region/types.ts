

/** checkRegion: blocked when the geoblock flag is on and the caller's country or state is blacklisted. */
export interface RegionStatus {
  blocked: boolean;
  country: string | null;
  state: string | null;
}
/** Where an IP address was located (IP geolocation cannot give a street; it is then empty). */
export interface GeoLocation {
  ip: string;
  city: string;
  street: string;
  postalCode: string;
  state: string;
  /** ISO 3166-1 alpha-2 country code, e.g. GB. */
  country: string;
}