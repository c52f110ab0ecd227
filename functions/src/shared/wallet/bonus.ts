/**
 * Deposit bonus (DECISIONS.md "Bonus credits"): a deposit of $40 to $500 earns floor(amount / $20) locked Bonus
 * Chest credits, at most once per 24 hours, until the promotion ends; each $20 of cash wagered then unlocks one
 * of them. The defaults can be overridden by `config/app.bonus`; the Help page reads the same values.
 */
export interface BonusConfig {
  minDepositCents: number;
  maxDepositCents: number;
  /** One chest credit per this many cents deposited. */
  depositCentsPerCredit: number;
  /** One chest credit unlocked per this many cents of cash wagered. */
  wagerCentsPerUnlock: number;
  cooldownHours: number;
  /** ISO date; no bonus from this moment on. */
  promotionEndsAt: string;
}

export const DEFAULT_BONUS_CONFIG: BonusConfig = {
  minDepositCents: 4_000,
  maxDepositCents: 50_000,
  depositCentsPerCredit: 2_000,
  wagerCentsPerUnlock: 2_000,
  cooldownHours: 24,
  promotionEndsAt: '2026-12-31T23:59:59Z',
};

const isWhole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** Config values merged over the defaults; anything malformed or unusable falls back to the default. */
export function bonusConfigOf(raw: unknown): BonusConfig {
  const source = (raw ?? {}) as Partial<Record<keyof BonusConfig, unknown>>;
  const pick = <K extends keyof BonusConfig>(key: K, valid: (value: unknown) => boolean): BonusConfig[K] =>
    valid(source[key]) ? (source[key] as BonusConfig[K]) : DEFAULT_BONUS_CONFIG[key];
  const config: BonusConfig = {
    minDepositCents: pick('minDepositCents', (value) => isWhole(value, 0)),
    maxDepositCents: pick('maxDepositCents', (value) => isWhole(value, 0)),
    depositCentsPerCredit: pick('depositCentsPerCredit', (value) => isWhole(value, 1)),
    wagerCentsPerUnlock: pick('wagerCentsPerUnlock', (value) => isWhole(value, 1)),
    cooldownHours: pick('cooldownHours', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0),
    promotionEndsAt: pick('promotionEndsAt', (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value))),
  };
  if (config.minDepositCents > config.maxDepositCents) {
    config.minDepositCents = DEFAULT_BONUS_CONFIG.minDepositCents;
    config.maxDepositCents = DEFAULT_BONUS_CONFIG.maxDepositCents;
  }
  return config;
}

export interface DepositBonus {
  /** Chest credits this deposit earns (0 when it does not qualify). */
  credits: number;
  /** When the next qualifying deposit can earn a bonus (ms since epoch), or null once the promotion is over. */
  nextBonusAvailableAt: number | null;
}

/**
 * The bonus a deposit of `amountCents` earns at `now`, given when the user last earned one. A deposit outside
 * the $40-$500 range, inside the cooldown or after the promotion earns nothing and leaves the cooldown as it was.
 */
export function depositBonus(config: BonusConfig, amountCents: number, now: number, lastBonusAt: number | null): DepositBonus {
  const promotionEnds = Date.parse(config.promotionEndsAt);
  const cooldownMs = config.cooldownHours * 3_600_000;
  const available = lastBonusAt === null ? now : lastBonusAt + cooldownMs;
  // An unreadable end date counts as ended: a promotion never runs by accident.
  const promotionOpen = !Number.isNaN(promotionEnds) && now < promotionEnds;
  const inRange = amountCents >= config.minDepositCents && amountCents <= config.maxDepositCents;
  if (!promotionOpen) return { credits: 0, nextBonusAvailableAt: null };
  if (!inRange || now < available) return { credits: 0, nextBonusAvailableAt: Math.max(available, now) };
  return { credits: Math.floor(amountCents / config.depositCentsPerCredit), nextBonusAvailableAt: now + cooldownMs };
}

export interface BonusUnlock {
  /** Chest credits moved to spendable credits by this wager. */
  unlocked: number;
  /** Wagered cash carried towards the next unlock (bonus.balance after the wager). */
  progress: number;
}

/**
 * Unlocking on a cash wager: progress accumulates only while the chest holds credits; each full threshold moves
 * one credit; once the chest is empty the remainder is dropped, so old wagering never unlocks a future bonus.
 */
export function unlockOnWager(config: BonusConfig, progress: number, chestCredits: number, wagerCents: number): BonusUnlock {
  if (chestCredits <= 0) return { unlocked: 0, progress: 0 };
  const total = progress + wagerCents;
  const unlocked = Math.min(chestCredits, Math.floor(total / config.wagerCentsPerUnlock));
  const remaining = unlocked === chestCredits ? 0 : total - unlocked * config.wagerCentsPerUnlock;
  return { unlocked, progress: remaining };
}
