/** Battles: created by an organizer, bet on (cash and credits), settled by the settleBattles job, or voided by an admin. */
import { battleDoc, playerBattle, recordGame } from '../../functions/battleSupport';
import { newRequestId, waitFor } from '../../functions/walletSupport';
import { SCHEDULED_JOBS } from '../../../functions/src/scheduledJobs';
import { BONUS_CREDIT_CENTS, CHEST_TARGET_CENTS, type MoneyModel } from '../model';
import { count, refusedStake, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

const BET_CAP_CENTS = 5_000;
const MATCH_CAP_CENTS = 30_000;
/** Past a battle's 15-minute review, when the settle job pays it. */
const REVIEW_OVER_MS = 16 * 60_000;

export class CreateBattle implements SimCommand {
  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'battle create', null);
    const { battleId, challenger, opponent } = await playerBattle(world.organizer, { chestTarget: CHEST_TARGET_CENTS });
    world.battles.push({ battleId, sides: [challenger.uid, opponent.uid] });
    model.createBattle();
  }

  toString = () => 'CreateBattle()';
}

export class BattleBet implements SimCommand {
  constructor(
    readonly user: number,
    readonly battle: number,
    readonly side: 0 | 1,
    readonly cash: number,
    readonly credits: number,
    readonly delivery: Delivery,
  ) {}

  /** On an open battle (the `battle`-th, modulo how many are open), within the per-bet and per-battle caps. */
  check = (model: Readonly<MoneyModel>) => {
    const battle = model.openBattle(this.battle);
    const stake = this.cash + this.credits * BONUS_CREDIT_CENTS;
    return battle !== undefined && stake <= BET_CAP_CENTS && model.stakedOn(battle, this.user) + stake <= MATCH_CAP_CENTS;
  };

  async run(model: MoneyModel, world: World): Promise<void> {
    const battle = model.openBattle(this.battle)!;
    const user = world.users[this.user]!;
    const real = world.battles[battle]!;
    const competitorId = real.sides[this.side];
    const odds = (await battleDoc(real.battleId)).odds.competitors[competitorId]!.value;
    const request = { requestId: newRequestId(), battleId: real.battleId, competitorId, balance: this.cash, credits: this.credits, odds };
    const call = () => user.call('createBattleBet', request);
    if (!model.canStake(this.user, this.cash, this.credits)) return refusedStake(world, 'battle bet refused (funds)', call);
    await sendRequest(world, 'battle bet', this.delivery, 'createBattleBet', call);
    model.bet(battle, { user: this.user, side: this.side, cash: this.cash, credits: this.credits, odds });
  }

  toString = () => `BattleBet(user ${this.user}, battle ${this.battle}, side ${this.side}, ${this.cash}c + ${this.credits} credits, ${this.delivery})`;
}

/** How the settle job is run: once, stopped after one bet and run again, or two runs at once. */
export type JobRun = 'once' | 'halfway' | 'overlap';

const JOB_FAULT: Record<JobRun, string | null> = { once: null, halfway: 'job stopped halfway and run again', overlap: 'two runs of a job at once' };

export class SettleBattle implements SimCommand {
  constructor(
    readonly battle: number,
    readonly winner: 0 | 1,
    readonly jobRun: JobRun,
  ) {}

  /** Only a battle whose chest is full may start (its cash stakes alone reach the target). */
  check = (model: Readonly<MoneyModel>) => model.openBattle(this.battle, true) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'battle settle', JOB_FAULT[this.jobRun]);
    const battle = model.openBattle(this.battle, true)!;
    const real = world.battles[battle]!;
    const winnerId = real.sides[this.winner];
    // The chest total is republished after each bet.
    await waitFor(() => battleDoc(real.battleId), (doc) => doc.chest.total >= doc.chest.target);
    await recordGame(world.organizer, real.battleId, 1, winnerId);
    await recordGame(world.organizer, real.battleId, 2, winnerId);
    const job = SCHEDULED_JOBS.settleBattles;
    const now = Date.now() + REVIEW_OVER_MS;
    if (this.jobRun === 'halfway') {
      await job.run({ now, pageSize: 1, maxPages: 1 });
      await job.run({ now });
    } else if (this.jobRun === 'overlap') {
      await Promise.all([job.run({ now }), job.run({ now })]);
    } else {
      await job.run({ now });
    }
    const status = (await battleDoc(real.battleId)).status;
    if (status !== 'final') throw new Error(`battle ${real.battleId} is ${status} after the settle job, not final`);
    model.settleBattle(battle, this.winner);
  }

  toString = () => `SettleBattle(battle ${this.battle}, side ${this.winner} wins, job ${this.jobRun})`;
}

export class VoidBattle implements SimCommand {
  constructor(readonly battle: number) {}

  check = (model: Readonly<MoneyModel>) => model.openBattle(this.battle) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'battle void', null);
    const battle = model.openBattle(this.battle)!;
    await world.admin.call('voidBattle', { battleId: world.battles[battle]!.battleId });
    model.voidBattle(battle);
  }

  toString = () => `VoidBattle(battle ${this.battle})`;
}
