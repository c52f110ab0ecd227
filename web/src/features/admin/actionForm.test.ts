import { describe, expect, it } from 'vitest';
import type { SupportUserView } from '@shared/support/types';
import { actionValues, adjustmentPreview } from './actionForm';

const view = { account: { balance: 1_250 } } as SupportUserView;

describe('the support action form', () => {
  it('previews an adjustment from the number typed, and nothing while the field is empty', () => {
    expect(adjustmentPreview(view, 10)).toBe('$12.50 → $22.50');
    expect(adjustmentPreview(view, -12.5)).toBe('$12.50 → $0.00');
    expect(adjustmentPreview(view, '')).toBeNull();
  });

  it('sends the reason trimmed and the amounts as numbers', () => {
    expect(actionValues('amount', { reason: '  Refund of a fee  ', amount: -5, bonusCredits: '' })).toEqual({ reason: 'Refund of a fee', amount: -5 });
    expect(actionValues('bonusCredits', { reason: 'Goodwill', amount: '', bonusCredits: 2 })).toEqual({ reason: 'Goodwill', bonusCredits: 2 });
    expect(actionValues(undefined, { reason: ' Checked ', amount: '', bonusCredits: '' })).toEqual({ reason: 'Checked' });
  });
});
