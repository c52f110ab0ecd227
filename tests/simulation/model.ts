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
  /** A bank deposit put a bank account on file, which bank payouts pay to. */
  bank: boolean;
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
  status: 'open' | 'deleted' | 'cancelled' | 'completed';
  entrants: Set<number>;
}

/** An event's price per player (the simulation's events all cost $10). */
export const EVENT_PRICE_CENTS = 1_000;
/** What the winners of an admin's (sponsored) event share. */
const SPONSORED_WINNERS_PERCENT = 80;

/** The stream bet types the simulation places: each decided by the match's kills, its parity or its result. */
export type ModelStreamBetType = 'match_win' | 'kills' | 'kills_parity_evens' | 'kills_parity_odds';

export interface ModelStreamBet {
  user: number;
  type: ModelStreamBetType;
  cash: number;
  credits: number;
  multiplier: number;
  /** Percent of the net winnings tipped to the streamer. */
  tip: number;
  killsTarget: number;
  status: 'open' | 'won' | 'lost' | 'refunded';
}

/** A Kills + Win: a donation to the streamer whatever the outcome, given back to the bettor only when refunded. */
export interface ModelParlay {
  user: number;
  cash: number;
  credits: number;
  killsTarget: number;
  status: 'active' | 'completed' | 'failed' | 'refunded';
}

export interface ModelStream {
  bets: ModelStreamBet[];
  parlays: ModelParlay[];
  /** Each user's stakes on the stream's current odds (its next match), for the $300 match limit. */
  staked: number[];
}

export interface StreamMatch {
  kills: number;
  deaths: number;
  won: boolean;
}

/** A settled stream bet or Kills + Win an admin may correct. */
export interface SettledItem {
  stream: number;
  kind: 'bet' | 'parlay';
  index: number;
}

/** Whether a stream bet wins on the match (DECISIONS.md "Stream bets, odds and automatic settlement"). */
export function streamBetWins(bet: Pick<ModelStreamBet, 'type' | 'killsTarget'>, match: StreamMatch): boolean {
  if (bet.type === 'match_win') return match.won;
  if (bet.type === 'kills') return match.kills >= bet.killsTarget;
  return (match.kills % 2 === 0) === (bet.type === 'kills_parity_evens');
}

/**
 * A won stream bet's cash to the bettor: the cash stake at the multiplier plus (multiplier - 1) x $5 per credit,
 * less the tip (the percent of the winnings over the cash stake, rounded down) that goes to the streamer.
 */
export function streamBetPayout(bet: Pick<ModelStreamBet, 'cash' | 'credits' | 'multiplier' | 'tip'>): number {
  const gross = Math.round(clean(bet.cash * bet.multiplier)) + Math.round(clean(bet.credits * BONUS_CREDIT_CENTS * (bet.multiplier - 1)));
  const tip = Math.floor((Math.max(0, gross - bet.cash) * bet.tip) / 100);
  return gross - tip;
}

/** What a settled stream bet or Kills + Win has given back to the bettor, by status. */
function bettorMoney(item: ModelStreamBet | ModelParlay, status: string): { cash: number; credits: number } {
  if (status === 'refunded') return { cash: item.cash, credits: item.credits };
  if (status === 'won') return { cash: streamBetPayout(item as ModelStreamBet), credits: 0 };
  return { cash: 0, credits: 0 };
}

/** A challenge's status: new, accepted, rejected, completed, failed. */
export type ChallengeStatus = 'submitted' | 'active' | 'declined' | 'completed' | 'failed';

/** What the streamer may move a challenge to from each status. */
export const CHALLENGE_MOVES: Record<ChallengeStatus, readonly ChallengeStatus[]> = {
  submitted: ['active', 'declined'],
  active: ['completed', 'failed'],
  declined: [],
  completed: [],
  failed: [],
};

export interface ModelChallenge {
  status: ChallengeStatus;
  /** The creator's stake, then every double-down. */
  contributions: { user: number; cash: number; credits: number }[];
  voters: Set<number>;
}

export class MoneyModel {
  readonly accounts: ModelAccount[];
  readonly battles: ModelBattle[] = [];
  readonly events: ModelEvent[] = [];
  readonly streams: ModelStream[] = [];
  readonly challenges: ModelChallenge[] = [];
  /** PayPal payouts that completed (a late denial webhook may name any of them). */
  completedPayouts = 0;
  /** Money that entered (deposits, adjustments) and left (completed payouts), for the closing report. */
  moved = { deposited: 0, paidOut: 0, wagered: 0, won: 0, refunded: 0, adjusted: 0 };

  constructor(users: number) {
    this.accounts = Array.from({ length: users }, () => ({ balance: 0, credits: 0, chest: 0, progress: 0, bonusEarned: false, bank: false }));
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

  bankDeposit(user: number, cents: number): void {
    this.deposit(user, cents);
    this.accounts[user]!.bank = true;
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

  /** Deleting or cancelling an event refunds every entrant. */
  deleteEvent(event: number, status: 'deleted' | 'cancelled' = 'deleted'): void {
    const model = this.events[event]!;
    for (const user of [...model.entrants]) this.dropOut(event, user);
    model.status = status;
  }

  /** A sponsored event's winners share 80% of the pot equally, each share rounded down; the house keeps the rest. */
  completeEvent(event: number, winners: number[]): void {
    const model = this.events[event]!;
    const pot = model.entrants.size * EVENT_PRICE_CENTS;
    const perWinner = Math.floor(Math.floor((pot * SPONSORED_WINNERS_PERCENT) / 100) / winners.length);
    for (const user of winners) {
      this.accounts[user]!.balance += perWinner;
      this.moved.won += perWinner;
    }
    model.status = 'completed';
  }

  createStream(): number {
    this.streams.push({ bets: [], parlays: [], staked: this.accounts.map(() => 0) });
    return this.streams.length - 1;
  }

  /** The `pick`-th stream (modulo how many there are), or undefined before the first. */
  stream(pick: number): number | undefined {
    return this.streams.length === 0 ? undefined : pick % this.streams.length;
  }

  streamBet(stream: number, bet: Omit<ModelStreamBet, 'status'>): void {
    this.wager(bet.user, bet.cash, bet.credits);
    const model = this.streams[stream]!;
    model.bets.push({ ...bet, status: 'open' });
    model.staked[bet.user]! += bet.cash + bet.credits * BONUS_CREDIT_CENTS;
  }

  killsWin(stream: number, parlay: Omit<ModelParlay, 'status'>): void {
    this.wager(parlay.user, parlay.cash, parlay.credits);
    const model = this.streams[stream]!;
    model.parlays.push({ ...parlay, status: 'active' });
    model.staked[parlay.user]! += parlay.cash + parlay.credits * BONUS_CREDIT_CENTS;
  }

  /** The streamer's next match decides every open bet and active Kills + Win on the stream; new odds follow. */
  streamMatch(stream: number, match: StreamMatch): void {
    const model = this.streams[stream]!;
    for (const bet of model.bets) {
      if (bet.status !== 'open') continue;
      bet.status = streamBetWins(bet, match) ? 'won' : 'lost';
      if (bet.status !== 'won') continue;
      const won = streamBetPayout(bet);
      this.accounts[bet.user]!.balance += won;
      this.moved.won += won;
    }
    for (const parlay of model.parlays) {
      if (parlay.status === 'active') parlay.status = match.won && match.kills >= parlay.killsTarget ? 'completed' : 'failed';
    }
    model.staked = this.accounts.map(() => 0);
  }

  /** The `pick`-th settled stream bet or Kills + Win across streams (modulo how many), or undefined when none is. */
  settledItem(pick: number): SettledItem | undefined {
    const settled = this.streams.flatMap((stream, index) => [
      ...stream.bets.flatMap((bet, at) => (bet.status === 'open' ? [] : [{ stream: index, kind: 'bet' as const, index: at }])),
      ...stream.parlays.flatMap((parlay, at) => (parlay.status === 'active' ? [] : [{ stream: index, kind: 'parlay' as const, index: at }])),
    ]);
    return settled.length === 0 ? undefined : settled[pick % settled.length];
  }

  itemOf(item: SettledItem): ModelStreamBet | ModelParlay {
    const stream = this.streams[item.stream]!;
    return item.kind === 'bet' ? stream.bets[item.index]! : stream.parlays[item.index]!;
  }

  /**
   * What an admin's correction of a settled item to `status` moves for the bettor: the difference between what the
   * new status gives back and what the old one did ('none' for the same status; 'uncovered' when the account
   * cannot give back the difference, and the correction is refused).
   */
  correctionOf(item: SettledItem, status: string): { cash: number; credits: number } | 'none' | 'uncovered' {
    const settled = this.itemOf(item);
    if (settled.status === status) return 'none';
    const from = bettorMoney(settled, settled.status);
    const to = bettorMoney(settled, status);
    const change = { cash: to.cash - from.cash, credits: to.credits - from.credits };
    const account = this.accounts[settled.user]!;
    return account.balance + change.cash < 0 || account.credits + change.credits < 0 ? 'uncovered' : change;
  }

  correct(item: SettledItem, status: string, change: { cash: number; credits: number }): void {
    const settled = this.itemOf(item);
    settled.status = status as never;
    this.accounts[settled.user]!.balance += change.cash;
    this.accounts[settled.user]!.credits += change.credits;
    this.moved.adjusted += change.cash;
  }

  createChallenge(user: number, cash: number, credits: number): number {
    this.wager(user, cash, credits);
    this.challenges.push({ status: 'submitted', contributions: [{ user, cash, credits }], voters: new Set() });
    return this.challenges.length - 1;
  }

  /** The `pick`-th challenge (modulo how many there are) whose status passes `test`, or undefined when none does. */
  challenge(pick: number, test: (status: ChallengeStatus) => boolean): number | undefined {
    const found = this.challenges.flatMap((challenge, index) => (test(challenge.status) ? [index] : []));
    return found.length === 0 ? undefined : found[pick % found.length];
  }

  doubleDown(challenge: number, user: number, cash: number, credits: number): void {
    this.wager(user, cash, credits);
    this.challenges[challenge]!.contributions.push({ user, cash, credits });
  }

  challengeStakedBy(challenge: number, user: number): number {
    return this.challenges[challenge]!.contributions.filter((item) => item.user === user).reduce((sum, item) => sum + item.cash + item.credits * BONUS_CREDIT_CENTS, 0);
  }

  /** Completed: the pot goes to the streamer (90%) and the house; rejected or failed: every contribution refunded in full. */
  moveChallenge(challenge: number, status: ChallengeStatus): void {
    const model = this.challenges[challenge]!;
    model.status = status;
    if (status !== 'declined' && status !== 'failed') return;
    for (const item of model.contributions) {
      this.accounts[item.user]!.balance += item.cash;
      this.accounts[item.user]!.credits += item.credits;
      this.moved.refunded += item.cash;
    }
  }

  stakedOn(battle: number, user: number): number {
    return this.battles[battle]!.bets.filter((bet) => bet.user === user).reduce((sum, bet) => sum + bet.cash + bet.credits * BONUS_CREDIT_CENTS, 0);
  }
}

/** Floating-point noise off a product of cents and odds (1234.4999999999 is 1234.5 before rounding). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}
