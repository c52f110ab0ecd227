import { describe, expect, it } from 'vitest';
import { paypalApplies } from './stake';

describe('when a challenge dialog offers PayPal', () => {
  const filled = { challengerName: 'Viewer_1', basePrice: '20', credits: 0 };

  it('offers it for an amount without credits, with a name, while PayPal is on', () => {
    expect(paypalApplies(filled, true)).toBe(true);
  });

  it('does not offer it while PayPal is off', () => {
    expect(paypalApplies(filled, false)).toBe(false);
  });

  it('does not offer it before an amount is entered, with credits, or without a name', () => {
    expect(paypalApplies({ ...filled, basePrice: '  ' }, true)).toBe(false);
    expect(paypalApplies({ ...filled, credits: 1 }, true)).toBe(false);
    expect(paypalApplies({ ...filled, challengerName: '' }, true)).toBe(false);
  });
});
