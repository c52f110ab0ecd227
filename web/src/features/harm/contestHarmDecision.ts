import { callFunction } from '../../lib/callables';

/** Sends the customer's request for a second look at the automated pause. */
export async function contestHarmDecision(text: string): Promise<void> {
  await callFunction('contestHarmDecision', { text });
}
