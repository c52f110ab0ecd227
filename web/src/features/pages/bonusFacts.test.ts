import { describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_CONFIG, type BonusConfig } from '@shared/wallet/bonus';
import { bonusFacts } from './bonusFacts';

const BEFORE_END = Date.parse('2026-06-01T12:00:00Z');

describe('bonusFacts', () => {
  it('states the default promotion: $40-$500, a credit per $20 deposited and per $20 wagered, once a day', () => {
    const facts = bonusFacts(DEFAULT_BONUS_CONFIG, BEFORE_END);
    expect(facts).toMatchObject({
      minDeposit: '$40',
      maxDeposit: '$500',
      depositPerCredit: '$20',
      wagerPerUnlock: '$20',
      creditValue: '$5',
      cooldown: '24 hours',
      promotionEnds: '31 December 2026',
      promotionOpen: true,
      wageringMultiple: '4',
      example: { deposit: '$100', credits: 5, value: '$25' },
    });
  });

  it('follows the configuration, so the Help page says what the server does', () => {
    const config: BonusConfig = {
      minDepositCents: 5_000,
      maxDepositCents: 7_500,
      depositCentsPerCredit: 2_500,
      wagerCentsPerUnlock: 1_250,
      cooldownHours: 1,
      promotionEndsAt: '2027-03-01T00:00:00Z',
    };
    const facts = bonusFacts(config, BEFORE_END);
    expect(facts).toMatchObject({
      minDeposit: '$50',
      maxDeposit: '$75',
      depositPerCredit: '$25',
      wagerPerUnlock: '$12.50',
      cooldown: '1 hour',
      promotionEnds: '1 March 2027',
      wageringMultiple: '2.5',
      // $100 is above the range, so the example uses the largest qualifying deposit.
      example: { deposit: '$75', credits: 3, value: '$15' },
    });
  });

  it('reports a promotion that has ended, and still works out the example as it applied', () => {
    const facts = bonusFacts(DEFAULT_BONUS_CONFIG, Date.parse('2027-01-01T00:00:00Z'));
    expect(facts.promotionOpen).toBe(false);
    expect(facts.example.credits).toBe(5);
  });

  it('treats an unreadable end date as no end date', () => {
    const facts = bonusFacts({ ...DEFAULT_BONUS_CONFIG, promotionEndsAt: 'soon' }, BEFORE_END);
    expect(facts.promotionEnds).toBeNull();
    expect(facts.promotionOpen).toBe(true);
  });
});
