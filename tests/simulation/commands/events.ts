/** Events: created by an admin, entered and dropped out of through enterEvent, deleted with every entry refunded. */
import { expectCallableError } from '../../support/client';
import { form } from '../../functions/eventSupport';
import { newRequestId } from '../../functions/walletSupport';
import { EVENT_PRICE_CENTS, type MoneyModel } from '../model';
import { count, deliver, expectAnswered, FAULT_OF, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

export class CreateEvent implements SimCommand {
  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'event create', null);
    const { eventId } = await world.admin.call('createEvent', form({ pricePerPlayer: EVENT_PRICE_CENTS }));
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
    if (!entered && model.accounts[this.user]!.balance < EVENT_PRICE_CENTS) {
      count(world, 'event entry refused (funds)', null);
      await expectCallableError(user.call('enterEvent', request), 'failed-precondition');
      return;
    }
    count(world, entered ? 'event drop out' : 'event enter', FAULT_OF[this.delivery]);
    const answer = expectAnswered('enterEvent', await deliver(this.delivery, () => user.call('enterEvent', request)));
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
