import { describe, expect, it } from 'vitest';
import { ageOn, inquiryOutcome } from './decision';

const at = (iso: string) => new Date(iso);

describe('ageOn', () => {
  it('counts whole years on the UK calendar date', () => {
    expect(ageOn('2008-06-15', at('2026-06-14T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-06-15', at('2026-06-15T00:00:00Z'))).toBe(18);
    // 23:30 UTC on 14 June is already 15 June in London (BST).
    expect(ageOn('2008-06-15', at('2026-06-14T23:30:00Z'))).toBe(18);
  });

  it('lets someone born on 29 February come of age on 1 March', () => {
    expect(ageOn('2008-02-29', at('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', at('2026-03-01T12:00:00Z'))).toBe(18);
  });

  it('refuses dates that do not exist, are badly written or lie in the future', () => {
    expect(ageOn('2001-02-30', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(ageOn('1/2/2001', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(ageOn('2030-01-01', at('2026-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('inquiryOutcome', () => {
  const now = at('2026-06-15T12:00:00Z');
  const adult = { birthdate: '1990-01-01', countryCode: 'GB' };

  it('approves only an approved inquiry of an adult in the UK', () => {
    expect(inquiryOutcome({ status: 'approved', ...adult }, now)).toEqual({ kind: 'approved' });
  });

  it('checks the age and country even when the provider approved', () => {
    expect(inquiryOutcome({ status: 'approved', birthdate: '2008-06-16', countryCode: 'GB' }, now)).toEqual({ kind: 'denied', reason: 'under18' });
    expect(inquiryOutcome({ status: 'approved', birthdate: '1990-01-01', countryCode: 'IE' }, now)).toEqual({ kind: 'denied', reason: 'region' });
    expect(inquiryOutcome({ status: 'approved', birthdate: null, countryCode: 'GB' }, now)).toEqual({ kind: 'denied', reason: 'declined' });
    expect(inquiryOutcome({ status: 'approved', birthdate: '1990-01-01', countryCode: null }, now)).toEqual({ kind: 'denied', reason: 'declined' });
  });

  it('gives the most helpful reason for a declined inquiry', () => {
    expect(inquiryOutcome({ status: 'declined', birthdate: '2012-01-01', countryCode: 'GB' }, now)).toEqual({ kind: 'denied', reason: 'under18' });
    expect(inquiryOutcome({ status: 'declined', birthdate: '1990-01-01', countryCode: 'US' }, now)).toEqual({ kind: 'denied', reason: 'region' });
    expect(inquiryOutcome({ status: 'declined', ...adult }, now)).toEqual({ kind: 'denied', reason: 'declined' });
    expect(inquiryOutcome({ status: 'failed', birthdate: null, countryCode: null }, now)).toEqual({ kind: 'denied', reason: 'declined' });
  });

  it('waits on inquiries that are not decided', () => {
    expect(inquiryOutcome({ status: 'completed', ...adult }, now)).toEqual({ kind: 'completed' });
    expect(inquiryOutcome({ status: 'pending', birthdate: null, countryCode: null }, now)).toEqual({ kind: 'open' });
    expect(inquiryOutcome({ status: 'created', birthdate: null, countryCode: null }, now)).toEqual({ kind: 'open' });
  });
});
