import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankRedirectUrl, hostedPageSrc, parseHppMessage } from './hppMessages';

const HPP = 'http://127.0.0.1:9090';
const message = (data: unknown, origin = HPP) => ({ origin, data });

describe('parseHppMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads each message type of the hosted page', () => {
    expect(parseHppMessage(message({ source: 'truelayer-hpp', type: 'ready' }), HPP)).toEqual({ type: 'ready' });
    expect(parseHppMessage(message({ source: 'truelayer-hpp', type: 'provider_redirect', uri: '/bank' }), HPP)).toEqual({
      type: 'provider_redirect',
      uri: '/bank',
    });
    expect(parseHppMessage(message({ source: 'truelayer-hpp', type: 'done', paymentId: 'p1', status: 'executed' }), HPP)).toEqual({
      type: 'done',
      paymentId: 'p1',
      status: 'executed',
    });
    for (const type of ['handoff_start', 'close', 'error_dismissed', 'close_bank_tab']) {
      expect(parseHppMessage(message({ source: 'truelayer-hpp', type }), HPP)).toEqual({ type });
    }
  });

  it('logs and ignores messages from another origin or of an unknown type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseHppMessage(message({ source: 'truelayer-hpp', type: 'done' }, 'https://evil.example'), HPP)).toBeNull();
    expect(parseHppMessage(message({ source: 'truelayer-hpp', type: 'pay_everything' }), HPP)).toBeNull();
    expect(parseHppMessage(message('ready'), HPP)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('ignores unrelated messages from other origins without logging', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseHppMessage(message({ hello: 'devtools' }, 'http://127.0.0.1:4173'), HPP)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('bankRedirectUrl', () => {
  const page = `${HPP}/truelayer/hpp?payment_id=p1`;

  it('accepts absolute and relative http(s) addresses', () => {
    expect(bankRedirectUrl('https://bank.example/approve?x=1', page)).toBe('https://bank.example/approve?x=1');
    expect(bankRedirectUrl('/truelayer/bank?payment_id=p1', page)).toBe(`${HPP}/truelayer/bank?payment_id=p1`);
  });

  it('refuses anything that is not an http(s) address', () => {
    expect(bankRedirectUrl('javascript:alert(1)', page)).toBeNull();
    expect(bankRedirectUrl('', page)).toBeNull();
    expect(bankRedirectUrl(42, page)).toBeNull();
    expect(bankRedirectUrl('http://[::1', page)).toBeNull();
  });
});

describe('hostedPageSrc', () => {
  it('adds the origin the hosted page must post to', () => {
    expect(hostedPageSrc(`${HPP}/truelayer/hpp?payment_id=p1`, 'http://127.0.0.1:4173')).toBe(
      `${HPP}/truelayer/hpp?payment_id=p1&origin=http%3A%2F%2F127.0.0.1%3A4173`,
    );
  });
});
