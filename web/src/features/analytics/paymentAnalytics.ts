/** The payment events spec 02 names (section 7): sent when a user pays. */
export const PAYMENT_EVENTS = ['add_challenge', 'pay_with_credit_card', 'pay_with_paypal', 'pay_with_credits', 'pay_with_balance'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export interface PaymentEventParams {
  /** Dollars, as analytics reports values. */
  value: number;
  currency: 'USD';
  /** What was paid for: 'deposit', later 'challenge', 'event_entry'... */
  item: string;
}

export type SendEvent = (name: PaymentEvent, params: PaymentEventParams) => void;

export interface PaymentAnalyticsOptions {
  /** The analytics measurement id, or nothing where analytics is not configured. */
  measurementId: string | undefined;
  /** Whether cookies are accepted on this device right now. */
  cookiesAccepted: () => boolean;
  /** Loads the analytics SDK; resolves to its event sender, or null where analytics cannot run. */
  load: () => Promise<SendEvent | null>;
}

/**
 * Payment analytics that load nothing and send nothing unless analytics is configured and cookies are accepted,
 * checked at every event: the SDK loads with the first event sent after consent, and a later refusal stops it.
 */
export function createPaymentAnalytics({ measurementId, cookiesAccepted, load }: PaymentAnalyticsOptions) {
  let sender: Promise<SendEvent | null> | null = null;
  const track = async (name: PaymentEvent, params: PaymentEventParams): Promise<boolean> => {
    if (!measurementId || !cookiesAccepted()) return false;
    sender ??= load().catch((error: unknown) => {
      console.warn('Analytics could not start.', error);
      return null;
    });
    const send = await sender;
    // Consent may have been withdrawn while the SDK loaded.
    if (!send || !cookiesAccepted()) return false;
    send(name, params);
    return true;
  };
  return { track };
}
