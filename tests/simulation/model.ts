/**
 * The money simulation's model: what every user's account should hold after each step, worked out from the
 * product rules (DECISIONS.md "Bonus credits", battle odds and payouts) independently of the server.
 */
export const BONUS_CREDIT_CENTS = 500;
const BONUS_MIN_CENTS = 4_000;
const BONUS_MAX_CENTS = 50_000;
const BONUS_CENTS_PER_CREDIT = 2_000;
const UNLOCK_CENTS = 2_000;

/** A small Battle Chest, so that a battle with a few bets may start. */
export const CHEST_TARGET_CENTS = 500;

/** The cash staked on a battle: enough for its chest to be full whether or not credit stakes count. */
const chestCash = (battle: ModelBattle) => battle.bets.reduce((sum, bet) => sum + bet.cash, 0);

export interface ModelAccount {
  /** Cash, in cents. */
  balance: number;
  /** Spendable Bonus Credits. */
  credits: number;
  /** Locked Bonus Chest credits. */
  chest: number;
  /** Cash wagered towards the next chest unlock. */
  progress: number;
  /** A deposit bonus was earned (the 24 h cooldown outlasts any run, so at most one per user). */
  bonusEarned: boolean;
}

export interface ModelBet {
  user: number;
  side: 0 | 1;
  cash: number;
  credits: number;
  odds: number;
}

export interface ModelBattle {
  status: 'open' | 'final' | 'void';
  bets: ModelBet[];
}

export interface ModelEvent {
  status: 'open' | 'deleted';
  entrants: Set<number>;
}

/** An event's price per player (the simulation's events all cost $10). */
export const EVENT_PRICE_CENTS = 1_000;

export class MoneyModel {
  readonly accounts: ModelAccount[];
  readonly battles: ModelBattle[] = [];
  readonly events: ModelEvent[] = [];
  /** Money that entered (deposits, adjustments) and left (completed payouts), for the closing report. */
  moved = { deposited: 0, paidOut: 0, wagered: 0, won: 0, refunded: 0, adjusted: 0 };

  constructor(users: number) {
    this.accounts = Array.from({ length: users }, () => ({ balance: 0, credits: 0, chest: 0, progress: 0, bonusEarned: false }));
  }

  deposit(user: number, cents: number): void {
    const account = this.accounts[user]!;
    account.balance += cents;
    this.moved.deposited += cents;
    if (!account.bonusEarned && cents >= BONUS_MIN_CENTS && cents <= BONUS_MAX_CENTS) {
      account.chest += Math.floor(cents / BONUS_CENTS_PER_CREDIT);
      account.bonusEarned = true;
    }
  }

  adjust(user: number, cents: number): void {
    this.accounts[user]!.balance += cents;
    this.moved.adjusted += cents;
  }

  grantCredits(user: number, credits: number): void {
    this.accounts[user]!.credits += credits;
  }

  payout(user: number, cents: number): void {
    this.accounts[user]!.balance -= cents;
    this.moved.paidOut += cents;
  }

  refundPayout(user: number, cents: number): void {
    this.accounts[user]!.balance += cents;
    this.moved.paidOut -= cents;
  }

  canStake(user: number, cash: number, credits: number): boolean {
    const account = this.accounts[user]!;
    return account.balance >= cash && account.credits >= credits;
  }

  /** A wager: the stake leaves the account, and its cash unlocks chest credits (one per $20 wagered). */
  wager(user: number, cash: number, credits: number): void {
    const account = this.accounts[user]!;
    account.balance -= cash;
    account.credits -= credits;
    this.moved.wagered += cash;
    if (account.chest <= 0) {
      account.progress = 0;
      return;
    }
    const total = account.progress + cash;
    const unlocked = Math.min(account.chest, Math.floor(total / UNLOCK_CENTS));
    account.credits += unlocked;
    account.chest -= unlocked;
    account.progress = account.chest === 0 ? 0 : total - unlocked * UNLOCK_CENTS;
  }

  createBattle(): number {
    this.battles.push({ status: 'open', bets: [] });
    return this.battles.length - 1;
  }

  bet(battle: number, bet: ModelBet): void {
    this.wager(bet.user, bet.cash, bet.credits);
    this.battles[battle]!.bets.push(bet);
  }

  /** Winners get stake x odds on cash and (odds - 1) x the credits' value; losers keep nothing. */
  settleBattle(battle: number, winner: 0 | 1): void {
    const model = this.battles[battle]!;
    model.status = 'final';
    for (const bet of model.bets) {
      if (bet.side !== winner) continue;
      const won = Math.round(clean(bet.cash * bet.odds)) + Math.round(clean(bet.credits * BONUS_CREDIT_CENTS * (bet.odds - 1)));
      this.accounts[bet.user]!.balance += won;
      this.moved.won += won;
    }
  }

  /** A void refunds every stake in full, cash and credits. */
  voidBattle(battle: number): void {
    const model = this.battles[battle]!;
    model.status = 'void';
    for (const bet of model.bets) {
      this.accounts[bet.user]!.balance += bet.cash;
      this.accounts[bet.user]!.credits += bet.credits;
      this.moved.refunded += bet.cash;
    }
  }

  /** The `pick`-th open battle (modulo how many are open), or undefined when none is. */
  openBattle(pick: number, ready = false): number | undefined {
    const open = this.battles.flatMap((battle, index) => (battle.status === 'open' && (!ready || chestCash(battle) >= CHEST_TARGET_CENTS) ? [index] : []));
    return open.length === 0 ? undefined : open[pick % open.length];
  }

  createEvent(): number {
    this.events.push({ status: 'open', entrants: new Set() });
    return this.events.length - 1;
  }

  /** The `pick`-th open event (modulo how many are open), or undefined when none is. */
  openEvent(pick: number): number | undefined {
    const open = this.events.flatMap((event, index) => (event.status === 'open' ? [index] : []));
    return open.length === 0 ? undefined : open[pick % open.length];
  }

  enterEvent(event: number, user: number): void {
    this.wager(user, EVENT_PRICE_CENTS, 0);
    this.events[event]!.entrants.add(user);
  }

  /** Dropping out refunds the entry price. */
  dropOut(event: number, user: number): void {
    this.accounts[user]!.balance += EVENT_PRICE_CENTS;
    this.moved.refunded += EVENT_PRICE_CENTS;
    this.events[event]!.entrants.delete(user);
  }

  /** Deleting an event refunds every entrant. */
  deleteEvent(event: number): void {
    const model = this.events[event]!;
    for (const user of [...model.entrants]) this.dropOut(event, user);
    model.status = 'deleted';
  }

  stakedOn(battle: number, user: number): number {
    return this.battles[battle]!.bets.filter((bet) => bet.user === user).reduce((sum, bet) => sum + bet.cash + bet.credits * BONUS_CREDIT_CENTS, 0);
  }
}

/** Floating-point noise off a product of cents and odds (1234.4999999999 is 1234.5 before rounding). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}
