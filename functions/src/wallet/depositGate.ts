import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { assertMayPutMoneyIn, readGamblingState } from '../gambling/assertMayGamble';
import { requestRef, storedResponseIn } from '../ledger/requests';
import type { CallableName, CallableResponse } from '../shared/contract';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import { refusalError } from '../gambling/refusal';
import { exceededDepositLimit, PERIOD_LABELS, type DepositLimitsResult } from '../shared/preferences/limitUsage';
import type { FeatureFlags } from '../shared/remoteConfig/featureFlags';
import { depositRefusal } from '../shared/gambling/refusals';
import { formatCents } from '../shared/core/money';
import type { PaymentGateway } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { coreMessages } from '../shared/core/messages';
import { formatWalletMessage, walletMessages } from '../shared/wallet/messages';
import { recordHarmSignal } from '../harm/harmDays';

/**
 * Who may put money in, checked on the server before any provider is asked and again inside the crediting
 * transaction: an existing, verified user who is neither paused nor excluded and has made the limit decision
 * (deposit limits set, or no limit confirmed; RTS 12 as amended), with the payment method switched on.
 */
export function assertMayDeposit(user: Partial<UserDoc> | undefined, now: number): asserts user is Partial<UserDoc> {
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  const refusal = depositRefusal(user, now);
  if (refusal) throw refusalError(refusal);
}

/** Refuses when `gateway` is switched off in config/flags (deposits and payouts alike). */
export function assertGatewayEnabled(flags: FeatureFlags, gateway: PaymentGateway): void {
  if (!flags[gateway]) throw new HttpsError('failed-precondition', walletMessages.featureDisabled);
}

export type DepositGate<K extends CallableName> =
  | { stored: CallableResponse<K> }
  | { stored?: undefined; user: Partial<UserDoc>; settings: AppSettings };

/**
 * Before a deposit asks its provider: the stored result when `requestId` already ran, else the shared gambling
 * check (region included: `raw` is the request, for the caller's IP address) and the gateway's flag. The request
 * record, the user document and both configuration documents are read in one round trip.
 */
export async function depositGate<K extends CallableName>(input: {
  uid: string;
  requestId: string;
  callable: K;
  gateway: PaymentGateway;
  raw: CallableRequest<unknown>;
  now: number;
}): Promise<DepositGate<K>> {
  const { state, extra } = await readGamblingState(input.uid, [requestRef(input.uid, input.requestId)]);
  const stored = storedResponseIn(extra[0]!, input.callable);
  if (stored) return { stored };
  const user = await assertMayPutMoneyIn(input.uid, input.raw, input.now, state);
  assertGatewayEnabled(state.flags, input.gateway);
  return { user, settings: state.settings };
}

/** The spec's '{Period} Limit exceeded by ${amount over}' when `amountCents` does not fit, else null. */
export function depositLimitMessage(usage: DepositLimitsResult, amountCents: number): string | null {
  const exceeded = exceededDepositLimit(usage, amountCents);
  return exceeded ? formatWalletMessage.depositLimitExceeded(PERIOD_LABELS[exceeded.period], formatCents(exceeded.overCents)) : null;
}

/** A deposit refused by the customer's deposit limit: what the spec's message says, and an indicator of harm. */
export class DepositLimitExceeded extends HttpsError {
  constructor(message: string) {
    super('failed-precondition', message);
  }
}

export function assertWithinDepositLimits(usage: DepositLimitsResult, amountCents: number): void {
  const message = depositLimitMessage(usage, amountCents);
  if (message) throw new DepositLimitExceeded(message);
}

/**
 * Runs a deposit's `work`; when a deposit limit refuses it, counts a declined deposit on the customer's day (an
 * indicator of harm, LCCP SR 3.4.3) before passing the refusal on. Nothing else is written.
 */
export async function countingDeclinedDeposits<T>(uid: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DepositLimitExceeded) await recordHarmSignal(uid, Date.now(), { declinedDeposits: 1 });
    throw error;
  }
}

/** Provider ids become document ids and ledger keys; anything else was not issued by the provider. */
export function isProviderId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
