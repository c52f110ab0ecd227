/**
 * Challenges on a streamer's stream: sent (the creator's stake escrowed), doubled down on (anonymously or not),
 * voted for (free), accepted or rejected, then completed or failed by the streamer through updateChallenge.
 * Completion pays the pot to the streamer and the house; a rejection or failure refunds every contribution.
 */
import { expectCallableError } from '../../support/client';
import { challengeRequest, doubleDownRequest, streamerWithStream } from '../../functions/challengeSupport';
import { challengeMessages } from '../../../functions/src/shared/challenges/messages';
import { BONUS_CREDIT_CENTS, CHALLENGE_MOVES, type ChallengeStatus, type MoneyModel } from '../model';
import { count, refusedStake, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

/** A user's stakes on one challenge (its match key for the limits). */
const MATCH_CAP_CENTS = 30_000;

const isOpen = (status: ChallengeStatus) => status === 'submitted' || status === 'active';
const mayVote = (status: ChallengeStatus) => isOpen(status) || status === 'completed';

export class CreateChallenge implements SimCommand {
  constructor(
    readonly user: number,
    readonly cash: number,
    readonly credits: number,
    readonly delivery: Delivery,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    world.challengeStreamer ??= await streamerWithStream();
    const user = world.users[this.user]!;
    const request = challengeRequest(world.challengeStreamer.uid, { basePrice: this.cash, credits: this.credits });
    const call = () => user.call('createChallenge', request);
    if (!model.canStake(this.user, this.cash, this.credits)) return refusedStake(world, 'challenge refused (funds)', call);
    await sendRequest(world, 'challenge sent', this.delivery, 'createChallenge', call);
    world.challenges.push(request.challengeId);
    model.createChallenge(this.user, this.cash, this.credits);
  }

  toString = () => `CreateChallenge(user ${this.user}, ${this.cash} + ${this.credits} credits, ${this.delivery})`;
}

export class DoubleDown implements SimCommand {
  constructor(
    readonly user: number,
    readonly challenge: number,
    readonly cash: number,
    readonly credits: number,
    readonly anonymous: boolean,
    readonly delivery: Delivery,
  ) {}

  check = (model: Readonly<MoneyModel>) => {
    const challenge = model.challenge(this.challenge, isOpen);
    return challenge !== undefined && model.challengeStakedBy(challenge, this.user) + this.cash + this.credits * BONUS_CREDIT_CENTS <= MATCH_CAP_CENTS;
  };

  async run(model: MoneyModel, world: World): Promise<void> {
    const challenge = model.challenge(this.challenge, isOpen)!;
    const user = world.users[this.user]!;
    const request = doubleDownRequest(world.challengeStreamer!.uid, world.challenges[challenge]!, { cash: this.cash, credits: this.credits }, this.anonymous);
    const call = () => user.call('createDoubleDown', request);
    if (!model.canStake(this.user, this.cash, this.credits)) return refusedStake(world, 'double-down refused (funds)', call);
    await sendRequest(world, 'double-down', this.delivery, 'createDoubleDown', call);
    model.doubleDown(challenge, this.user, this.cash, this.credits);
  }

  toString = () => `DoubleDown(user ${this.user}, challenge ${this.challenge}, ${this.cash} + ${this.credits} credits${this.anonymous ? ', anonymous' : ''}, ${this.delivery})`;
}

/** A free vote: one per user and challenge (a second is refused), moving no money. */
export class ChallengeVote implements SimCommand {
  constructor(
    readonly user: number,
    readonly challenge: number,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.challenge(this.challenge, mayVote) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const challenge = model.challenge(this.challenge, mayVote)!;
    const request = { streamId: world.challengeStreamer!.uid, challengeId: world.challenges[challenge]! };
    const call = () => world.users[this.user]!.call('createVote', request);
    const voters = model.challenges[challenge]!.voters;
    if (voters.has(this.user)) {
      count(world, 'challenge vote refused (voted)', null);
      const message = await expectCallableError(call(), 'already-exists');
      if (message !== challengeMessages.alreadyVoted) throw new Error(`A second vote was refused with "${message}"`);
      return;
    }
    count(world, 'challenge vote', null);
    await call();
    voters.add(this.user);
  }

  toString = () => `ChallengeVote(user ${this.user}, challenge ${this.challenge})`;
}

/** The streamer accepts or rejects a new challenge (`pass` picks which), or completes or fails an accepted one. */
export class MoveChallenge implements SimCommand {
  constructor(
    readonly challenge: number,
    readonly pass: boolean,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.challenge(this.challenge, isOpen) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const challenge = model.challenge(this.challenge, isOpen)!;
    const [yes, no] = CHALLENGE_MOVES[model.challenges[challenge]!.status];
    const status = this.pass ? yes! : no!;
    count(world, `challenge ${status}`, null);
    await world.challengeStreamer!.call('updateChallenge', { streamId: world.challengeStreamer!.uid, challengeId: world.challenges[challenge]!, status });
    model.moveChallenge(challenge, status);
  }

  toString = () => `MoveChallenge(challenge ${this.challenge}, ${this.pass ? 'accept / complete' : 'reject / fail'})`;
}
