import { adminDb } from '../support/admin';
import { battleBettor as entrant, type SignedInClient } from './battleSupport';
import { newRequestId } from './walletSupport';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import type { EventDoc, EventEntryDoc } from '../../functions/src/shared/events/types';
import type { ChallengeVoteDoc } from '../../functions/src/shared/challenges/types';

/** Event fixtures shared by the event tests. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Friday Frag-Off',
  description: 'Most kills in an hour',
  type: 'kills',
  baseType: 'none',
  manual: false,
  selfSignUp: false,
  pricePerPlayer: 1_000,
  ...overrides,
});

export async function eventDoc(eventId: string): Promise<EventDoc> {
  return (await adminDb.doc(eventPaths.event(eventId)).get()).data() as EventDoc;
}

export async function entriesOf(eventId: string): Promise<EventEntryDoc[]> {
  return (await adminDb.collection(eventPaths.entries(eventId)).get()).docs.map((doc) => doc.data() as EventEntryDoc);
}

export const enter = (client: SignedInClient, eventId: string, requestId = newRequestId()) => client.call('enterEvent', { requestId, eventId });

/** Entrants with $100 each, signed up to `eventId`. */
export async function entrants(eventId: string, count: number): Promise<SignedInClient[]> {
  const list: SignedInClient[] = [];
  for (let index = 0; index < count; index += 1) {
    const client = await entrant({ cash: 10_000 });
    await enter(client, eventId);
    list.push(client);
  }
  return list;
}

export async function eventVotesOf(eventId: string): Promise<Array<ChallengeVoteDoc & { id: string }>> {
  const snap = await adminDb.collection(eventPaths.votes(eventId)).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ChallengeVoteDoc) }));
}

/** The request createDoubleDown receives for Add Money on an event. */
export function eventDoubleDown(eventId: string, stake: { cash: number; credits?: number }, anonymous = false) {
  return { requestId: newRequestId(), eventId, challengerName: 'viewer_name', basePrice: stake.cash, credits: stake.credits ?? 0, anonymous };
}
