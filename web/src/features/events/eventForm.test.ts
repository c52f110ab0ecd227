import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/events/messages';
import { eventFormSchema } from '@shared/events/schemas';
import type { EventDoc } from '@shared/events/types';
import { enabledActions } from './eventActions';
import { EMPTY_EVENT_FORM, eventFormValues, eventRequest, formShape } from './eventForm';

const firstError = (values: typeof EMPTY_EVENT_FORM) =>
  eventFormSchema('dollars')
    .validate(formShape(values))
    .then(() => null, (error: Error) => error.message);

const event = (changes: Partial<EventDoc> = {}) =>
  ({ id: 'e1', status: 'submitted', type: 'kills', manual: false, baseType: 'none', winners: [], ...changes }) as EventDoc;

describe('the Event Setup form', () => {
  it('checks the typed values with the shared rules and their messages', async () => {
    expect(await firstError({ ...EMPTY_EVENT_FORM, pricePerPlayer: '10' })).toBe(eventMessages.titleRequired);
    expect(await firstError({ ...EMPTY_EVENT_FORM, title: 'Frag-Off' })).toBe(eventMessages.amountRequired);
    expect(await firstError({ ...EMPTY_EVENT_FORM, title: 'Frag-Off', pricePerPlayer: '4.99' })).toBe(eventMessages.minimumAmount);
    expect(await firstError({ ...EMPTY_EVENT_FORM, title: 'Frag-Off', pricePerPlayer: '5', baseType: 'goal' })).toBe(eventMessages.goalRequired);
    expect(await firstError({ ...EMPTY_EVENT_FORM, title: 'Frag-Off', pricePerPlayer: '5', baseType: 'time' })).toBe(eventMessages.startTimeRequired);
    const past = dayjs().subtract(1, 'hour').format('YYYY-MM-DDTHH:mm');
    expect(await firstError({ ...EMPTY_EVENT_FORM, title: 'Frag-Off', pricePerPlayer: '5', baseType: 'time', baseStartTime: past })).toBe(eventMessages.startTimeFuture);
  });

  it('sends cents and only the chosen basis’ amount, and reads an event back in dollars', () => {
    const request = eventRequest({ ...EMPTY_EVENT_FORM, title: ' Frag-Off ', pricePerPlayer: '10.5', baseType: 'goal', baseAmount: '250', baseStartTime: '2030-01-01T10:00' });
    expect(request).toMatchObject({ title: 'Frag-Off', pricePerPlayer: 1_050, baseType: 'goal', baseAmount: 25_000, baseStartTime: null });
    expect(eventFormValues({ ...event(), title: 'Frag-Off', description: '', selfSignUp: false, pricePerPlayer: 1_050, baseAmount: null, baseStartTime: null })).toMatchObject({ pricePerPlayer: '10.5', baseAmount: '' });
  });
});

describe('the admin list’s actions', () => {
  it('offers what each status enables', () => {
    expect(enabledActions(event())).toEqual(['edit', 'copy', 'start', 'cancel', 'delete']);
    expect(enabledActions(event({ status: 'active' }))).toEqual(['edit', 'copy', 'end', 'cancel', 'delete']);
    expect(enabledActions(event({ status: 'pending', manual: true }))).toEqual(['copy', 'selectWinner']);
    expect(enabledActions(event({ status: 'pending' }))).toEqual(['copy']);
    expect(enabledActions(event({ status: 'completed', manual: true, winners: ['u1'] }))).toEqual(['copy']);
  });
});
