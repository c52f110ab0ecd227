import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { readFlags } from '../remoteConfig/readRemoteConfig';
import { assertMayPutMoneyIn } from '../gambling/assertMayGamble';
import { refusalError } from '../gambling/refusal';
import { exceededDepositLimit, PERIOD_LABELS, type DepositLimitsResult } from '../shared/preferences/limitUsage';
import type { FeatureFlags } from '../shared/remoteConfig/featureFlags';
import { moneyInRefusal } from '../shared/gambling/refusals';
import { formatCents } from '../shared/core/money';
import type { PaymentGateway } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { coreMessages } from '../shared/core/messages';
import { formatWalletMessage, walletMessages } from '../shared/wallet/messages';

/**
 * Who may put money in, checked on the server before any provider is asked and again inside the crediting
 * transaction: an existing, verified user who is neither paused nor excluded, with the payment method switched on.
 */
export function assertMayDeposit(user: Partial<UserDoc> | undefined, now: number): asserts user is Partial<UserDoc> {
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  const refusal = moneyInRefusal(user, now);
  if (refusal) throw refusalError(refusal);
}

/** Refuses when `gateway` is switched off in config/flags (deposits and payouts alike). */
export function assertGatewayEnabled(flags: FeatureFlags, gateway: PaymentGateway): void {
  if (!flags[gateway]) throw new HttpsError('failed-precondition', walletMessages.featureDisabled);
}

/**
 * Reads the caller's user document and refuses unless they may deposit through `gateway` right now, from where
 * they are (the shared gambling check, region included: `raw` is the request, for the caller's IP address).
 */
export async function depositGate(
  uid: string,
  gateway: PaymentGateway,
  raw: CallableRequest<unknown>,
  now: number,
): Promise<Partial<UserDoc>> {
  // Read once: the region check needs the geoblock flag, this one the gateway's.
  const flags = await readFlags();
  const user = await assertMayPutMoneyIn(uid, raw, now, flags);
  assertGatewayEnabled(flags, gateway);
  return user;
}

/** The spec's '{Period} Limit exceeded by ${amount over}' when `amountCents` does not fit, else null. */
export function depositLimitMessage(usage: DepositLimitsResult, amountCents: number): string | null {
  const exceeded = exceededDepositLimit(usage, amountCents);
  return exceeded ? formatWalletMessage.depositLimitExceeded(PERIOD_LABELS[exceeded.period], formatCents(exceeded.overCents)) : null;
}

export function assertWithinDepositLimits(usage: DepositLimitsResult, amountCents: number): void {
  const message = depositLimitMessage(usage, amountCents);
  if (message) throw new HttpsError('failed-precondition', message);
}

/** Provider ids become document ids and ledger keys; anything else was not issued by the provider. */
export function isProviderId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
