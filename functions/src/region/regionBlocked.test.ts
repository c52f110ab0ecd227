import { describe, expect, it } from 'vitest';
import { regionBlocked, unresolvedStateEntries, type RegionBlacklist } from './regionBlocked';

const LONDON = { country: 'GB', state: 'England' };
const BELFAST = { country: 'GB', state: 'Northern Ireland' };
const PARIS = { country: 'FR', state: 'Île-de-France' };
const SACRAMENTO = { country: 'US', state: 'California' };

const blacklist = (blacklistCountries: string[], blacklistStates: string[] = []): RegionBlacklist => ({
  blacklistCountries,
  blacklistStates,
});

describe('regionBlocked', () => {
  it('blocks nobody with empty blacklists', () => {
    for (const place of [LONDON, BELFAST, PARIS, SACRAMENTO]) expect(regionBlocked(place, blacklist([]))).toBe(false);
  });

  it('blocks a blacklisted country by its ISO code, ignoring case and spaces', () => {
    expect(regionBlocked(PARIS, blacklist(['FR']))).toBe(true);
    expect(regionBlocked(PARIS, blacklist([' fr ']))).toBe(true);
    expect(regionBlocked({ country: 'fr', state: '' }, blacklist(['FR']))).toBe(true);
    expect(regionBlocked(LONDON, blacklist(['FR', 'US']))).toBe(false);
  });

  it('does not read a country name as a code', () => {
    expect(regionBlocked(PARIS, blacklist(['France']))).toBe(false);
  });

  it('blocks a state given by name in any country, ignoring case, accents and spacing', () => {
    expect(regionBlocked(BELFAST, blacklist([], ['Northern Ireland']))).toBe(true);
    expect(regionBlocked(BELFAST, blacklist([], ['  northern   IRELAND ']))).toBe(true);
    expect(regionBlocked(PARIS, blacklist([], ['ile-de-france']))).toBe(true);
    expect(regionBlocked(LONDON, blacklist([], ['Northern Ireland', 'Scotland']))).toBe(false);
  });

  it('blocks a state given as an ISO 3166-2 code only in its own country', () => {
    expect(regionBlocked(LONDON, blacklist([], ['GB-ENG']))).toBe(true);
    expect(regionBlocked(LONDON, blacklist([], ['gb-eng']))).toBe(true);
    expect(regionBlocked(BELFAST, blacklist([], ['GB-ENG']))).toBe(false);
    expect(regionBlocked(SACRAMENTO, blacklist([], ['US-CA']))).toBe(true);
    expect(regionBlocked({ country: 'CA', state: 'California' }, blacklist([], ['US-CA']))).toBe(false);
  });

  it('never blocks on a caller without a state through blacklistStates', () => {
    expect(regionBlocked({ country: 'GB', state: '' }, blacklist([], ['England', 'GB-ENG', '']))).toBe(false);
  });

  it('blocks nothing through an unknown code or an empty entry', () => {
    expect(regionBlocked(PARIS, blacklist([], ['FR-IDF', '', '   ']))).toBe(false);
    expect(regionBlocked(LONDON, blacklist([''], []))).toBe(false);
  });
});

describe('unresolvedStateEntries', () => {
  it('lists codes the list does not know, and nothing else', () => {
    expect(unresolvedStateEntries(blacklist([], ['England', 'GB-ENG', 'FR-IDF', 'us-zz', '', 'New-York']))).toEqual([
      'FR-IDF',
      'us-zz',
    ]);
  });
});
