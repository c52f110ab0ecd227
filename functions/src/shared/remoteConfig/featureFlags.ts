

/**
 * Feature flags (config/flags) and app settings (config/app): public read, admin write, live in the client
 * (DECISIONS.md "Configuration and flags"). A missing document or field falls back to these defaults.
 */
export interface FeatureFlags {
  betting: boolean;
  geoblock: boolean;
  truelayer: boolean;
  paypal: boolean;
}
export const DEFAULT_FLAGS: FeatureFlags = { betting: false, geoblock: false, truelayer: false, paypal: true };
export function flagsOf(raw: unknown): FeatureFlags {
  const source = (raw ?? {}) as Partial<Record<keyof FeatureFlags, unknown>>;
  const flags = { ...DEFAULT_FLAGS };
  for (const key of Object.keys(DEFAULT_FLAGS) as Array<keyof FeatureFlags>) {
    if (typeof source[key] === 'boolean') flags[key] = source[key];
  }
  return flags;
}