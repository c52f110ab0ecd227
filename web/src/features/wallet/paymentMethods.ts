import type { FeatureFlags } from '@shared/remoteConfig/featureFlags';
import type { PaymentGateway } from '@shared/wallet/types';


export type PaymentMethod = PaymentGateway;

/** The label the spec gives the bank option. */
export const BANK_TRANSFER_LABEL = 'Instant Bank Transfer';

/** Each method's name as the product shows it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { paypal: 'PayPal', truelayer: BANK_TRANSFER_LABEL };

/** The payment methods switched on in config/flags, PayPal first. */
export function enabledMethods(flags: FeatureFlags): PaymentMethod[] {
  return (['paypal', 'truelayer'] as const).filter((method) => flags[method]);
}
