import { describe, expect, it } from 'vitest';
import { identityFrameSrc, parseIdentityMessage, providerOrigin } from './identityMessages';

const ORIGIN = 'https://withpersona.com';
const completed = { source: 'clutchpot-identity', type: 'completed', inquiryId: 'inq_1', status: 'approved' };

describe('parseIdentityMessage', () => {
  it('reads the completed message of our inquiry from the provider', () => {
    expect(parseIdentityMessage({ origin: ORIGIN, data: completed }, ORIGIN, 'inq_1')).toEqual({ inquiryId: 'inq_1', status: 'approved' });
    expect(parseIdentityMessage({ origin: ORIGIN, data: { ...completed, status: 7 } }, ORIGIN, 'inq_1')).toEqual({
      inquiryId: 'inq_1',
      status: null,
    });
  });

  it('ignores other origins, other inquiries and other messages', () => {
    expect(parseIdentityMessage({ origin: 'https://evil.example', data: completed }, ORIGIN, 'inq_1')).toBeNull();
    expect(parseIdentityMessage({ origin: ORIGIN, data: completed }, ORIGIN, 'inq_2')).toBeNull();
    expect(parseIdentityMessage({ origin: ORIGIN, data: { ...completed, source: 'truelayer-hpp' } }, ORIGIN, 'inq_1')).toBeNull();
    expect(parseIdentityMessage({ origin: ORIGIN, data: { ...completed, type: 'ready' } }, ORIGIN, 'inq_1')).toBeNull();
    expect(parseIdentityMessage({ origin: ORIGIN, data: 'completed' }, ORIGIN, 'inq_1')).toBeNull();
    expect(parseIdentityMessage({ origin: ORIGIN, data: null }, ORIGIN, 'inq_1')).toBeNull();
  });
});

describe('providerOrigin and identityFrameSrc', () => {
  it('takes the origin of an http(s) address only', () => {
    expect(providerOrigin('http://127.0.0.1:9090/identity/verify?inquiry-id=inq_1')).toBe('http://127.0.0.1:9090');
    expect(providerOrigin('javascript:alert(1)')).toBeNull();
    expect(providerOrigin('not a url')).toBeNull();
  });

  it('adds the embedding origin to the hosted check address', () => {
    const src = new URL(identityFrameSrc(`${ORIGIN}/verify?inquiry-id=inq_1`, 'http://127.0.0.1:5173'));
    expect(src.searchParams.get('inquiry-id')).toBe('inq_1');
    expect(src.searchParams.get('origin')).toBe('http://127.0.0.1:5173');
  });
});
