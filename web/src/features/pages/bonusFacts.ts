import { depositBonus, type BonusConfig } from '@shared/wallet/bonus';
import { formatCount, formatDollars, formatLongDate } from './formatFacts';
import { BONUS_CREDIT_CENTS } from '@shared/core/money';

/** The deposit promotion in words, worked out from the same configuration the server applies. */
export interface BonusFacts {
  minDeposit: string;
  maxDeposit: string;
  /** Deposit per credit earned ("$20"). */
  depositPerCredit: string;
  /** Cash wagered per credit unlocked ("$20"). */
  wagerPerUnlock: string;
  creditValue: string;
  cooldown: string;
  /** "31 December 2026", or null when the configured date is not a date. */
  promotionEnds: string | null;
  promotionOpen: boolean;
  /** How many times a credit's value must be wagered to unlock it (4 for $20 per $5 credit). */
  wageringMultiple: string;
  /** A worked example: a deposit inside the range and the credits it earns. */
  example: { deposit: string; credits: number; value: string };
}

const EXAMPLE_DEPOSIT_CENTS = 10_000;

export function bonusFacts(config: BonusConfig, now: number): BonusFacts {
  const ends = Date.parse(config.promotionEndsAt);
  const exampleCents = Math.min(Math.max(EXAMPLE_DEPOSIT_CENTS, config.minDepositCents), config.maxDepositCents);
  // The example is worked out as a first deposit made while the promotion is open, whatever today's date.
  const exampleAt = Number.isNaN(ends) ? now : Math.min(now, ends - 1);
  const credits = depositBonus(config, exampleCents, exampleAt, null).credits;
  const multiple = Math.round((config.wagerCentsPerUnlock / BONUS_CREDIT_CENTS) * 100) / 100;
  return {
    minDeposit: formatDollars(config.minDepositCents),
    maxDeposit: formatDollars(config.maxDepositCents),
    depositPerCredit: formatDollars(config.depositCentsPerCredit),
    wagerPerUnlock: formatDollars(config.wagerCentsPerUnlock),
    creditValue: formatDollars(BONUS_CREDIT_CENTS),
    cooldown: formatCount(config.cooldownHours, 'hour'),
    promotionEnds: formatLongDate(config.promotionEndsAt),
    promotionOpen: Number.isNaN(ends) || now < ends,
    wageringMultiple: String(multiple),
    example: { deposit: formatDollars(exampleCents), credits, value: formatDollars(credits * BONUS_CREDIT_CENTS) },
  };
}
