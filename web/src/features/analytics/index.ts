import { cookieConsentNow } from '../consent';
import { createPaymentAnalytics } from './paymentAnalytics';

export type { PaymentEvent, PaymentEventParams } from './paymentAnalytics';

const paymentAnalytics = createPaymentAnalytics({
  measurementId: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
  cookiesAccepted: () => cookieConsentNow() === 'accepted',
  load: () => import('./firebaseAnalytics').then((module) => module.connectFirebaseAnalytics()),
});

/** Sends a payment event to analytics when it is configured and cookies are accepted; otherwise nothing happens. */
export const trackPaymentEvent = paymentAnalytics.track;
