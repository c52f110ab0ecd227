import { createHash } from 'node:crypto';
import { defineSecret, defineString } from 'firebase-functions/params';
import { bearerApi } from './bearerApi';
import { signRequest } from './truelayerSignatures';

/**
 * TrueLayer payments v3 and payouts, plus its hosted payment page, reached through configurable base URLs (the
 * sandbox server locally). Amounts are GBP pence. Every POST carries an Idempotency-Key derived from our own id
 * for it, so a retried request never creates a second payment or payout, and a Tl-Signature
 * (truelayerSignatures.ts) covering the method, path, Idempotency-Key and body.
 */
export const TRUELAYER_API_URL = defineString('TRUELAYER_API_URL', { default: 'https://api.truelayer.com' });
export const TRUELAYER_AUTH_URL = defineString('TRUELAYER_AUTH_URL', { default: 'https://auth.truelayer.com' });
export const TRUELAYER_HPP_URL = defineString('TRUELAYER_HPP_URL', { default: 'https://payment.truelayer.com' });
export const TRUELAYER_CLIENT_ID = defineString('TRUELAYER_CLIENT_ID');
/** The merchant account deposits are paid into and payouts are paid from. */
export const TRUELAYER_MERCHANT_ACCOUNT_ID = defineString('TRUELAYER_MERCHANT_ACCOUNT_ID');
export const TRUELAYER_CLIENT_SECRET = defineSecret('TRUELAYER_CLIENT_SECRET');

export type TrueLayerPaymentStatus = 'authorization_required' | 'authorizing' | 'authorized' | 'executed' | 'settled' | 'failed';
export type TrueLayerPayoutStatus = 'pending' | 'authorized' | 'executed' | 'failed';

export interface TrueLayerPayer {
  accountHolderName: string;
  accountLabel: string;
  beneficiaryReference: string;
}

export interface TrueLayerPayment {
  id: string;
  status: TrueLayerPaymentStatus;
  amountPence: number;
  currency: string;
  /** metadata we attached at creation */
  userId: string | null;
  requestId: string | null;
  payer: TrueLayerPayer | null;
  failureReason: string | null;
}

/** TrueLayer refused the payout request outright (4xx): nothing was sent. */
export class TrueLayerPayoutRejectedError extends Error {
  constructor(message = 'TrueLayer refused the payout') {
    super(message);
    this.name = 'TrueLayerPayoutRejectedError';
  }
}

function requirePence(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Not a positive amount of pence: ${amount}`);
  return amount;
}

/** A UUID-shaped id derived from `seed`: the same seed always gives the same id. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Calls TrueLayer with a bearer token from the client-credentials grant, signing every request with a body. */
const trueLayerFetch = bearerApi({
  name: 'TrueLayer',
  apiUrl: () => TRUELAYER_API_URL.value(),
  tokenCacheKey: () => `${TRUELAYER_AUTH_URL.value()}|${TRUELAYER_CLIENT_ID.value()}`,
  requestToken: (signal) =>
    fetch(`${TRUELAYER_AUTH_URL.value()}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: TRUELAYER_CLIENT_ID.value(),
        client_secret: TRUELAYER_CLIENT_SECRET.value(),
        scope: 'payments',
      }),
      signal,
    }),
  signRequest: (request) => ({ 'Tl-Signature': signRequest(request) }),
});

async function problemTitle(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { title?: string };
  return body.title ?? '';
}

export async function createPayment(input: {
  amountPence: number;
  userId: string;
  requestId: string;
  reference: string;
}): Promise<{ id: string; resourceToken: string }> {
  const response = await trueLayerFetch('/v3/payments', {
    method: 'POST',
    idempotencyKey: stableUuid(`payment:${input.userId}:${input.requestId}`),
    body: {
      amount_in_minor: requirePence(input.amountPence),
      currency: 'GBP',
      payment_method: {
        type: 'bank_transfer',
        provider_selection: { type: 'user_selected' },
        beneficiary: {
          type: 'merchant_account',
          merchant_account_id: TRUELAYER_MERCHANT_ACCOUNT_ID.value(),
          reference: input.reference,
        },
      },
      user: { id: stableUuid(`user:${input.userId}`) },
      metadata: { userId: input.userId, requestId: input.requestId },
    },
  });
  if (!response.ok) throw new Error(`TrueLayer payments endpoint answered ${response.status} ${await problemTitle(response)}`);
  const body = (await response.json()) as { id?: string; resource_token?: string };
  if (!body.id || !body.resource_token) throw new Error('TrueLayer payment response has no id or resource_token');
  return { id: body.id, resourceToken: body.resource_token };
}

/** The hosted payment page for a created payment. */
export function hostedPageUrl(input: { paymentId: string; resourceToken: string; returnUri: string }): string {
  const query = new URLSearchParams({
    payment_id: input.paymentId,
    resource_token: input.resourceToken,
    return_uri: input.returnUri,
  });
  return `${TRUELAYER_HPP_URL.value()}/hpp?${query.toString()}`;
}

interface PaymentSource {
  id?: string;
  account_holder_name?: string;
  account_identifiers?: Array<{ type?: string; sort_code?: string; account_number?: string; iban?: string }>;
}

function accountLabel(source: PaymentSource): string {
  const identifiers = source.account_identifiers ?? [];
  const ukAccount = identifiers.find((identifier) => identifier.type === 'sort_code_account_number');
  if (ukAccount?.sort_code && ukAccount.account_number) {
    const sortCode = ukAccount.sort_code.replace(/\D/g, '').replace(/(\d{2})(?=\d)/g, '$1-');
    return `${sortCode} ••••${ukAccount.account_number.slice(-4)}`;
  }
  const iban = identifiers.find((identifier) => identifier.type === 'iban')?.iban;
  return iban ? `••••${iban.slice(-4)}` : 'Bank account';
}

/** beneficiaryReference is "<TrueLayer user id>:<payment source id>", what a payout back to the account needs. */
function payerFrom(source: PaymentSource | undefined, trueLayerUserId: string | undefined): TrueLayerPayer | null {
  if (!source?.id || !trueLayerUserId) return null;
  return {
    accountHolderName: source.account_holder_name ?? '',
    accountLabel: accountLabel(source),
    beneficiaryReference: `${trueLayerUserId}:${source.id}`,
  };
}

export async function getPayment(paymentId: string): Promise<TrueLayerPayment | null> {
  const response = await trueLayerFetch(`/v3/payments/${encodeURIComponent(paymentId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`TrueLayer payment ${paymentId}: ${response.status}`);
  const body = (await response.json()) as {
    id: string;
    status: TrueLayerPaymentStatus;
    amount_in_minor: number;
    currency: string;
    user?: { id?: string };
    metadata?: Record<string, unknown>;
    payment_source?: PaymentSource;
    failure_reason?: string;
  };
  const userId = typeof body.metadata?.userId === 'string' ? body.metadata.userId : null;
  const requestId = typeof body.metadata?.requestId === 'string' ? body.metadata.requestId : null;
  const trueLayerUserId = body.user?.id ?? (userId ? stableUuid(`user:${userId}`) : undefined);
  return {
    id: body.id,
    status: body.status,
    amountPence: body.amount_in_minor,
    currency: body.currency,
    userId,
    requestId,
    payer: payerFrom(body.payment_source, trueLayerUserId),
    failureReason: body.failure_reason ?? null,
  };
}

/**
 * Pays `amountPence` back to the account a deposit came from; throws when TrueLayer refuses the request. The same
 * `payoutId` (our id for the payout) always sends the same Idempotency-Key.
 */
export async function createPayout(input: {
  amountPence: number;
  beneficiary: TrueLayerPayer;
  reference: string;
  payoutId: string;
}): Promise<{ id: string }> {
  const separator = input.beneficiary.beneficiaryReference.indexOf(':');
  if (separator <= 0) throw new TrueLayerPayoutRejectedError('The bank account reference is not one TrueLayer gave');
  const response = await trueLayerFetch('/v3/payouts', {
    method: 'POST',
    idempotencyKey: stableUuid(`payout:${input.payoutId}`),
    body: {
      merchant_account_id: TRUELAYER_MERCHANT_ACCOUNT_ID.value(),
      amount_in_minor: requirePence(input.amountPence),
      currency: 'GBP',
      beneficiary: {
        type: 'payment_source',
        user_id: input.beneficiary.beneficiaryReference.slice(0, separator),
        payment_source_id: input.beneficiary.beneficiaryReference.slice(separator + 1),
        reference: input.reference,
      },
    },
  });
  if (response.status >= 400 && response.status < 500) {
    throw new TrueLayerPayoutRejectedError(`TrueLayer refused the payout (${response.status} ${await problemTitle(response)})`);
  }
  if (!response.ok) throw new Error(`TrueLayer payouts endpoint answered ${response.status}`);
  const body = (await response.json()) as { id?: string };
  if (!body.id) throw new Error('TrueLayer payout response has no id');
  return { id: body.id };
}

export async function getPayout(payoutId: string): Promise<{ id: string; status: TrueLayerPayoutStatus; failureReason: string | null } | null> {
  const response = await trueLayerFetch(`/v3/payouts/${encodeURIComponent(payoutId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`TrueLayer payout ${payoutId}: ${response.status}`);
  const body = (await response.json()) as { id: string; status: TrueLayerPayoutStatus; failure_reason?: string };
  return { id: body.id, status: body.status, failureReason: body.failure_reason ?? null };
}
