/**
 * Events (rank events, whose winners an admin names): created by an admin, entered and dropped out of through
 * enterEvent, deleted or cancelled with every entry refunded, or started, ended and settled by naming winners.
 */
import { form } from '../../functions/eventSupport';
import { newRequestId } from '../../functions/walletSupport';
import { EVENT_PRICE_CENTS, type MoneyModel } from '../model';
import { count, refusedStake, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

export class CreateEvent implements SimCommand {
  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'event create', null);
    const { eventId } = await world.admin.call('createEvent', form({ type: 'rank', pricePerPlayer: EVENT_PRICE_CENTS }));
    world.events.push(eventId);
    model.createEvent();
  }

  toString = () => 'CreateEvent()';
}

/** enterEvent: enters a user not signed up (paying the price), drops out one who is (refunded). */
export class EnterEvent implements SimCommand {
  constructor(
    readonly user: number,
    readonly event: number,
    readonly delivery: Delivery,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.openEvent(this.event) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    const event = model.openEvent(this.event)!;
    const user = world.users[this.user]!;
    const request = { requestId: newRequestId(), eventId: world.events[event]! };
    const entered = model.events[event]!.entrants.has(this.user);
    const call = () => user.call('enterEvent', request);
    if (!entered && model.accounts[this.user]!.balance < EVENT_PRICE_CENTS) return refusedStake(world, 'event entry refused (funds)', call);
    const answer = await sendRequest(world, entered ? 'event drop out' : 'event enter', this.delivery, 'enterEvent', call);
    if (answer.entered === entered) throw new Error(`enterEvent answered entered: ${answer.entered} for a user ${entered ? 'already in' : 'not in'} the event`);
    if (entered) model.dropOut(event, this.user);
    else model.enterEvent(event, this.user);
  }

  toString = () => `EnterEvent(user ${this.user}, event ${this.event}, ${this.delivery})`;
}

export class DeleteEvent implements SimCommand {
  constructor(readonly event: number) {}

  check = (model: Readonly<MoneyModel>) => model.openEvent(this.event) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'event delete', null);
    const event = model.openEvent(this.event)!;
    await world.admin.call('deleteEvent', { eventId: world.events[event]! });
    model.deleteEvent(event);
  }

  toString = () => `DeleteEvent(event ${this.event})`;
}

/** An admin cancels an open event: every entry is refunded. */
export class CancelEvent implements SimCommand {
  constructor(readonly event: number) {}

  check = (model: Readonly<MoneyModel>) => model.openEvent(this.event) !== undefined;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'event cancel', null);
    const event = model.openEvent(this.event)!;
    await world.admin.call('updateEvent', { eventId: world.events[event]!, status: 'declined' });
    model.deleteEvent(event, 'cancelled');
  }

  toString = () => `CancelEvent(event ${this.event})`;
}

/** An admin starts an open event with entrants, ends it, and names one or two of its entrants winners (`pick` chooses). */
export class SettleEvent implements SimCommand {
  constructor(
    readonly event: number,
    readonly pick: number,
    readonly winners: 1 | 2,
  ) {}

  check = (model: Readonly<MoneyModel>) => {
    const event = model.openEvent(this.event);
    return event !== undefined && model.events[event]!.entrants.size > 0;
  };

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'event settle', null);
    const event = model.openEvent(this.event)!;
    const eventId = world.events[event]!;
    const entrants = [...model.events[event]!.entrants];
    const winners = [...new Set(Array.from({ length: this.winners }, (_, index) => entrants[(this.pick + index) % entrants.length]!))];
    await world.admin.call('updateEvent', { eventId, status: 'active' });
    await world.admin.call('updateEvent', { eventId, status: 'pending' });
    const answer = await world.admin.call('updateEvent', { eventId, winners: winners.map((user) => world.users[user]!.uid) });
    if (answer.status !== 'completed') throw new Error(`Naming the winners left the event ${answer.status}`);
    model.completeEvent(event, winners);
  }

  toString = () => `SettleEvent(event ${this.event}, winners from ${this.pick}, ${this.winners})`;
}
