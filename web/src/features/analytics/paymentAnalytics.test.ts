import { describe, expect, it } from 'vitest';
import { createPaymentAnalytics, type PaymentEvent, type PaymentEventParams } from './paymentAnalytics';

const DEPOSIT: PaymentEventParams = { value: 25, currency: 'USD', item: 'deposit' };

/** Payment analytics over a test sink: what the SDK would have been asked to send, and how often it loaded. */
function withSink(options: { measurementId?: string; accepted: () => boolean; failToLoad?: boolean }) {
  const sent: Array<{ name: PaymentEvent; params: PaymentEventParams }> = [];
  let loads = 0;
  const analytics = createPaymentAnalytics({
    measurementId: options.measurementId,
    cookiesAccepted: options.accepted,
    load: async () => {
      loads += 1;
      if (options.failToLoad) throw new Error('blocked');
      return (name, params) => sent.push({ name, params });
    },
  });
  return { analytics, sent, loads: () => loads };
}

describe('payment analytics', () => {
  it('loads the SDK once, after consent, and sends every payment event', async () => {
    const sink = withSink({ measurementId: 'G-TEST', accepted: () => true });
    expect(sink.loads()).toBe(0);
    expect(await sink.analytics.track('pay_with_paypal', DEPOSIT)).toBe(true);
    expect(await sink.analytics.track('pay_with_balance', { ...DEPOSIT, item: 'challenge' })).toBe(true);
    expect(sink.loads()).toBe(1);
    expect(sink.sent).toEqual([
      { name: 'pay_with_paypal', params: DEPOSIT },
      { name: 'pay_with_balance', params: { ...DEPOSIT, item: 'challenge' } },
    ]);
  });

  it('neither loads nor sends anything while cookies are not accepted', async () => {
    const sink = withSink({ measurementId: 'G-TEST', accepted: () => false });
    expect(await sink.analytics.track('pay_with_paypal', DEPOSIT)).toBe(false);
    expect(sink.loads()).toBe(0);
    expect(sink.sent).toEqual([]);
  });

  it('neither loads nor sends anything without a measurement id', async () => {
    const sink = withSink({ measurementId: undefined, accepted: () => true });
    expect(await sink.analytics.track('pay_with_paypal', DEPOSIT)).toBe(false);
    expect(sink.loads()).toBe(0);
    expect(sink.sent).toEqual([]);
  });

  it('stops sending once consent is withdrawn, and starts again when it is given back', async () => {
    let accepted = true;
    const sink = withSink({ measurementId: 'G-TEST', accepted: () => accepted });
    await sink.analytics.track('pay_with_paypal', DEPOSIT);
    accepted = false;
    expect(await sink.analytics.track('pay_with_credits', DEPOSIT)).toBe(false);
    accepted = true;
    await sink.analytics.track('add_challenge', DEPOSIT);
    expect(sink.sent.map((event) => event.name)).toEqual(['pay_with_paypal', 'add_challenge']);
  });

  it('an SDK that cannot start sends nothing and is not retried on every payment', async () => {
    const sink = withSink({ measurementId: 'G-TEST', accepted: () => true, failToLoad: true });
    expect(await sink.analytics.track('pay_with_paypal', DEPOSIT)).toBe(false);
    expect(await sink.analytics.track('pay_with_paypal', DEPOSIT)).toBe(false);
    expect(sink.loads()).toBe(1);
    expect(sink.sent).toEqual([]);
  });
});
