import type { ParlayStatus, StreamBetStatus } from '@shared/streamBets/constants';
import { callFunction } from '../../lib/callables';

export type SettledBetStatus = Exclude<StreamBetStatus, 'open'>;
export type SettledParlayStatus = Exclude<ParlayStatus, 'active'>;
export type SettledOutcome = { kind: 'bet'; status: SettledBetStatus } | { kind: 'parlay'; status: SettledParlayStatus };

/** Asks the server to change a settled bet or Kills + Win to `target` (updateBetStatus / updateParlay). */
export function correctSettlement(streamId: string, id: string, target: SettledOutcome): Promise<unknown> {
  return target.kind === 'bet'
    ? callFunction('updateBetStatus', { id, streamId, status: target.status })
    : callFunction('updateParlay', { id, streamId, status: target.status });
}
