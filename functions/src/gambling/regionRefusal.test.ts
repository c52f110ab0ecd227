import { describe, expect, it } from 'vitest';
import { regionMessages } from '../shared/region/messages';
import { regionRefusal } from './regionRefusal';

describe('regionRefusal', () => {
  const blacklist = { blacklistCountries: ['FR'], blacklistStates: ['Northern Ireland'] };
  const REGION_BLOCKED = { code: 'region', message: regionMessages.regionBlocked };
  const REGION_UNKNOWN = { code: 'region', message: regionMessages.regionUnknown };

  it('allows a caller outside the blacklists', () => {
    expect(regionRefusal({ country: 'GB', state: 'England' }, blacklist)).toBeNull();
  });

  it('refuses a caller in a blacklisted country or state', () => {
    expect(regionRefusal({ country: 'FR', state: 'Brittany' }, blacklist)).toEqual(REGION_BLOCKED);
    expect(regionRefusal({ country: 'GB', state: 'Northern Ireland' }, blacklist)).toEqual(REGION_BLOCKED);
  });

  it('refuses a caller who could not be placed', () => {
    expect(regionRefusal(null, blacklist)).toEqual(REGION_UNKNOWN);
    expect(regionRefusal({ country: ' ', state: 'England' }, blacklist)).toEqual(REGION_UNKNOWN);
    expect(regionRefusal(null, { blacklistCountries: [], blacklistStates: [] })).toEqual(REGION_UNKNOWN);
  });
});
