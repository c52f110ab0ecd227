import type { CallableName, CallableRequest } from '../../functions/src/shared/contract';

/**
 * The limit decision every customer makes before their first deposit (RTS 12 as amended), as a test or seed
 * customer makes it: no limit of their own, confirmed, sent alone (the stored preferences stay as they are).
 */
export const NO_LIMIT_DECISION: CallableRequest<'saveUserPreferences'> = {
  preferences: {},
  depositLimitDecision: { choice: 'none', noLimitConfirmed: true },
};

/** Anything that calls callables as the signed-in customer (a test client, a bench user). */
interface Caller {
  call(name: CallableName, data: unknown): Promise<unknown>;
}

/** Records the customer's limit decision through saveUserPreferences, as the deposit page's limit step does. */
export async function confirmNoDepositLimit(client: Caller): Promise<void> {
  await client.call('saveUserPreferences', NO_LIMIT_DECISION);
}
