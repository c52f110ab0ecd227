import { describe, expect, it } from 'vitest';
import { amountForCredits, cleanAmount, cleanTip, creditsForAmount, withAmount, withCredits } from './wagerMath';

describe('stream bet amount and tip inputs', () => {
  it('keeps digits with up to 2 decimals, strips leading zeros and dashes', () => {
    expect(cleanAmount('-0012.345')).toBe('12.34');
    expect(cleanAmount('00.5')).toBe('0.5');
    expect(cleanAmount('1-0')).toBe('10');
  });

  it('caps a custom tip at 100 with up to 3 decimals', () => {
    expect(cleanTip('12.34567')).toBe('12.345');
    expect(cleanTip('250')).toBe('100');
  });

  it('raises credits to the whole credits an amount covers, up to those available, and raises the amount to the credits', () => {
    expect(creditsForAmount('12', 0, 5)).toBe(2);
    expect(creditsForAmount('50', 0, 3)).toBe(3);
    expect(creditsForAmount('4', 1, 3)).toBe(1);
    expect(amountForCredits('3', 2)).toBe('10');
    expect(amountForCredits('12.50', 2)).toBe('12.50');
  });

  it('updates the form values together: a typed amount with its credits, picked credits with their amount', () => {
    const values = { amount: '', credits: 0, tipChoice: 'none' };
    expect(withAmount(values, '012.5', 1)).toEqual({ amount: '12.5', credits: 1, tipChoice: 'none' });
    expect(withCredits({ ...values, amount: '3' }, 2)).toEqual({ amount: '10', credits: 2, tipChoice: 'none' });
  });
});
