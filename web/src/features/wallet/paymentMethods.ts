import type { FeatureFlags } from '@shared/config';

export type PaymentMethod = 'paypal' | 'truelayer';

/** The label the spec gives the bank option. */
export const BANK_TRANSFER_LABEL = 'Instant Bank Transfer';

/** The payment methods switched on in config/flags, PayPal first. */
export function enabledMethods(flags: FeatureFlags): PaymentMethod[] {
  return (['paypal', 'truelayer'] as const).filter((method) => flags[method]);
}
