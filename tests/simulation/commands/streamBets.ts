/**
 * Stream bets and Kills + Win on live streamers with a Riot history in the sandbox: placed through createBet and
 * createParlay, decided by the streamer's next sandbox match through the settleStreamBets job, and corrected by an
 * admin (updateBetStatus, updateParlay) with the difference moved to or from the bettor.
 */
import { expectCallableError } from '../../support/client';
import { betRequest, liveStreamer, parlayRequest, playMatch, valorantOdds } from '../../functions/streamBetSupport';
import { SCHEDULED_JOBS } from '../../../functions/src/scheduledJobs';
import { streamBetMessages } from '../../../functions/src/shared/streamBets/messages';
import { BONUS_CREDIT_CENTS, type ModelStreamBetType, type MoneyModel, type StreamMatch } from '../model';
import { count, refusedStake, sendRequest, type Delivery, type World } from '../world';
import type { JobRun } from './battles';
import type { SimCommand } from './command';

/** A user's stakes on one match of one stream (the limits' match key is the stream's current odds). */
const MATCH_CAP_CENTS = 30_000;
/** Streams a world opens (commands pick among them). */
export const STREAMS = 2;
/** Kills + Win needs 100 matches of history. */
const HISTORY_MATCHES = 100;

const JOB_FAULT: Record<JobRun, string | null> = { once: null, halfway: 'stream settle job stopped halfway', overlap: 'stream settle job run twice at once' };

/** A stream a user may stake `stake` more on this match, or undefined. */
function streamFor(model: Readonly<MoneyModel>, pick: number, user: number, stake: number): number | undefined {
  const stream = model.stream(pick);
  return stream !== undefined && model.streams[stream]!.staked[user]! + stake <= MATCH_CAP_CENTS ? stream : undefined;
}

export class OpenStream implements SimCommand {
  check = (model: Readonly<MoneyModel>) => model.streams.length < STREAMS;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'stream open', null);
    const { streamId, puuid } = await liveStreamer(HISTORY_MATCHES);
    world.streams.push({ streamId, puuid, bets: [], parlays: [] });
    model.createStream();
  }

  toString = () => 'OpenStream()';
}

export class StreamBet implements SimCommand {
  constructor(
    readonly user: number,
    readonly stream: number,
    readonly type: ModelStreamBetType,
    readonly cash: number,
    readonly credits: number,
    readonly tip: number,
    readonly delivery: Delivery,
  ) {}

  check = (model: Readonly<MoneyModel>) => streamFor(model, this.stream, this.user, this.cash + this.credits * BONUS_CREDIT_CENTS) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const stream = model.stream(this.stream)!;
    const real = world.streams[stream]!;
    const user = world.users[this.user]!;
    const odds = await valorantOdds(user, real.streamId);
    const request = betRequest(odds, this.type, { cash: this.cash, credits: this.credits }, this.tip);
    const call = () => user.call('createBet', request);
    if (!model.canStake(this.user, this.cash, this.credits)) return refusedStake(world, 'stream bet refused (funds)', call);
    const placed = await sendRequest(world, 'stream bet', this.delivery, 'createBet', call);
    real.bets.push(placed.betId);
    const multiplier = odds.multipliers[this.type]!;
    model.streamBet(stream, { user: this.user, type: this.type, cash: this.cash, credits: this.credits, multiplier, tip: this.tip, killsTarget: odds.killsTarget });
  }

  toString = () => `StreamBet(user ${this.user}, stream ${this.stream}, ${this.type}, ${this.cash} + ${this.credits} credits, tip ${this.tip}%, ${this.delivery})`;
}

export class KillsWin implements SimCommand {
  constructor(
    readonly user: number,
    readonly stream: number,
    readonly cash: number,
    readonly credits: number,
    readonly delivery: Delivery,
  ) {}

  check = (model: Readonly<MoneyModel>) => streamFor(model, this.stream, this.user, this.cash + this.credits * BONUS_CREDIT_CENTS) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const stream = model.stream(this.stream)!;
    const real = world.streams[stream]!;
    const user = world.users[this.user]!;
    const { killsTarget } = await valorantOdds(user, real.streamId);
    const request = parlayRequest(real.streamId, killsTarget, { basePrice: this.cash, credits: this.credits });
    const call = () => user.call('createParlay', request);
    if (!model.canStake(this.user, this.cash, this.credits)) return refusedStake(world, 'kills + win refused (funds)', call);
    const placed = await sendRequest(world, 'kills + win', this.delivery, 'createParlay', call);
    real.parlays.push(placed.parlayId);
    model.killsWin(stream, { user: this.user, cash: this.cash, credits: this.credits, killsTarget });
  }

  toString = () => `KillsWin(user ${this.user}, stream ${this.stream}, ${this.cash} + ${this.credits} credits, ${this.delivery})`;
}

/** The streamer plays a match in the sandbox; the settleStreamBets job decides everything open on the stream from it. */
export class PlayStreamMatch implements SimCommand {
  constructor(
    readonly stream: number,
    readonly match: StreamMatch,
    readonly jobRun: JobRun,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.stream(this.stream) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'stream match settled', JOB_FAULT[this.jobRun]);
    const stream = model.stream(this.stream)!;
    const real = world.streams[stream]!;
    // Starts now: after every bet placed so far, before any placed later (each waits for a match that starts after it).
    await playMatch(real.puuid, this.match);
    const job = SCHEDULED_JOBS.settleStreamBets;
    const now = Date.now();
    if (this.jobRun === 'halfway') {
      await job.run({ now, pageSize: 1, maxPages: 1 });
      await job.run({ now });
    } else if (this.jobRun === 'overlap') {
      // Two runs at once may lose a transaction to each other; the emulator then closes it ("Transaction is invalid
      // or closed", not ABORTED) and that run fails. A failed run is caught up by the next one, as the schedule does.
      const runs = await Promise.allSettled([job.run({ now }), job.run({ now })]);
      const failed = runs.filter((run) => run.status === 'rejected');
      if (failed.length > 0) {
        const fault = `stream settle run failed (${String((failed[0] as PromiseRejectedResult).reason).slice(0, 60)}) and ran again`;
        world.stats.faults[fault] = (world.stats.faults[fault] ?? 0) + 1;
        await job.run({ now });
      }
    } else {
      await job.run({ now });
    }
    model.streamMatch(stream, this.match);
  }

  toString = () => `PlayStreamMatch(stream ${this.stream}, ${this.match.kills}/${this.match.deaths} ${this.match.won ? 'won' : 'lost'}, job ${this.jobRun})`;
}

/** The status an admin corrects a settled item to: for a bet won, lost or refunded; for Kills + Win the same three as completed, failed, refunded. */
export type CorrectionTo = 'won' | 'lost' | 'refunded';
const PARLAY_STATUS = { won: 'completed', lost: 'failed', refunded: 'refunded' } as const;

export class CorrectSettlement implements SimCommand {
  constructor(
    readonly item: number,
    readonly to: CorrectionTo,
    readonly delivery: Delivery,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.settledItem(this.item) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const item = model.settledItem(this.item)!;
    const real = world.streams[item.stream]!;
    const status = item.kind === 'bet' ? this.to : PARLAY_STATUS[this.to];
    const id = item.kind === 'bet' ? real.bets[item.index]! : real.parlays[item.index]!;
    const call = async (): Promise<{ changed: boolean }> =>
      item.kind === 'bet'
        ? world.admin.call('updateBetStatus', { id, streamId: real.streamId, status: this.to })
        : world.admin.call('updateParlay', { id, streamId: real.streamId, status: PARLAY_STATUS[this.to] });
    const change = model.correctionOf(item, status);
    if (change === 'uncovered') {
      count(world, 'stream correction refused (balance)', null);
      const message = await expectCallableError(call(), 'failed-precondition');
      if (message !== streamBetMessages.correctionUncovered) throw new Error(`A correction to ${status} was refused with "${message}"`);
      return;
    }
    const answer = await sendRequest(world, change === 'none' ? 'stream correction (same status)' : `stream ${item.kind} correction`, this.delivery, 'correction', call);
    if (this.delivery === 'once' && answer.changed !== (change !== 'none')) throw new Error(`The correction to ${status} answered changed: ${answer.changed}`);
    if (change !== 'none') model.correct(item, status, change);
  }

  toString = () => `CorrectSettlement(item ${this.item}, to ${this.to}, ${this.delivery})`;
}
