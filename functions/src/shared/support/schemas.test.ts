import { describe, expect, it } from 'vitest';
import { strictError } from '../../../../tests/support/callableSchemaSuite';
import { supportMessages } from './messages';
import { adjustBalanceFormSchema, adjustUserBalanceRequest, grantUserBonusCreditsRequest, refundUserRequest, supportReasonFormSchema } from './schemas';

const base = { userId: 'uid-1', requestId: 'request-0001' };
const REASON = 'Customer asked by email on 2 May';

describe('the written reason', () => {
  it.each([
    ['missing', undefined, supportMessages.reasonRequired],
    ['empty', '', supportMessages.reasonRequired],
    ['only spaces', '     ', supportMessages.reasonRequired],
    ['null', null, supportMessages.reasonRequired],
    ['a number', 12_345_678_901, supportMessages.reasonRequired],
    ['too short', 'asked', supportMessages.reasonTooShort],
    ['too long', 'x'.repeat(501), supportMessages.reasonTooLong],
    ['padded', `  ${REASON}  `, supportMessages.reasonPadded],
  ])('refuses a reason that is %s with a clear message', async (_label, reason, message) => {
    expect(await strictError(grantUserBonusCreditsRequest, { ...base, bonusCredits: 1, reason })).toBe(message);
  });

  it('accepts 10 to 500 characters, and the form trims before it counts', async () => {
    expect(await strictError(grantUserBonusCreditsRequest, { ...base, bonusCredits: 1, reason: 'x'.repeat(10) })).toBeNull();
    expect(await strictError(grantUserBonusCreditsRequest, { ...base, bonusCredits: 1, reason: 'x'.repeat(500) })).toBeNull();
    expect(supportReasonFormSchema.validateSync({ reason: `  ${REASON}  ` })).toEqual({ reason: REASON });
    expect(() => supportReasonFormSchema.validateSync({ reason: '  short  ' })).toThrow(supportMessages.reasonTooShort);
  });
});

describe('amounts', () => {
  it.each([0, 0.5, 101, -1, 2.5])('refuses %d Bonus Credits', async (bonusCredits) => {
    expect(await strictError(grantUserBonusCreditsRequest, { ...base, reason: REASON, bonusCredits })).toBe(supportMessages.bonusCreditsRange);
  });

  it.each([0, 1_000_001, -1_000_001, 12.5])('refuses an adjustment of %d cents', async (amount) => {
    expect(await strictError(adjustUserBalanceRequest, { ...base, reason: REASON, amount })).toBe(supportMessages.adjustmentRange);
  });

  it('accepts adjustments up to $10,000 either way, in cents and in the form in dollars', async () => {
    for (const amount of [1, -1, 1_000_000, -1_000_000]) {
      expect(await strictError(adjustUserBalanceRequest, { ...base, reason: REASON, amount })).toBeNull();
    }
    expect(await strictError(adjustBalanceFormSchema, { amount: -12.34, reason: REASON })).toBeNull();
    expect(await strictError(adjustBalanceFormSchema, { amount: 0.001, reason: REASON })).toBe(supportMessages.adjustmentRange);
    expect(supportMessages.adjustmentRange).toBe('The adjustment must be an amount other than $0.00, at most $10,000.00 either way.');
  });
});

describe('the refund request', () => {
  const refund = { parentId: 'challenge-1', itemId: 'original', reason: REASON, requestId: 'request-0001' };

  it('takes a stream only with a challenge contribution, and needs it there', async () => {
    expect(await strictError(refundUserRequest, { ...refund, kind: 'challengeContribution', streamId: 'stream-1' })).toBeNull();
    expect(await strictError(refundUserRequest, { ...refund, kind: 'challengeContribution' })).not.toBeNull();
    expect(await strictError(refundUserRequest, { ...refund, kind: 'eventEntry' })).toBeNull();
    for (const kind of ['eventEntry', 'battleBet', 'streamBet', 'parlay']) {
      expect(await strictError(refundUserRequest, { ...refund, kind, streamId: 'stream-1' })).not.toBeNull();
    }
  });
});
