import { describe, expect, it } from 'vitest';
import { paypalOrderBody, paypalScriptOptions } from './paypalOrder';

describe('PayPal script and order', () => {
  it('loads PayPal without card, PayPal Credit or Pay Later funding: no gambling by credit card', () => {
    const options = paypalScriptOptions('client-1');
    expect(options).toMatchObject({ clientId: 'client-1', currency: 'USD', intent: 'capture' });
    expect(options.disableFunding).toEqual(expect.arrayContaining(['card', 'credit', 'paylater']));
  });

  it('asks for one captured purchase in dollars with the custom id that names the payer', () => {
    expect(paypalOrderBody({ customId: 'u1', description: 'Add to Balance' }, 1050)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ description: 'Add to Balance', custom_id: 'u1', amount: { currency_code: 'USD', value: '10.50' } }],
    });
  });
});
