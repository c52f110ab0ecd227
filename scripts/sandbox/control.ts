import { callOfDutyControl } from './callOfDuty';
import { geolocationControl } from './geolocation';
import { json, type Routes } from './http';
import { paypalControl } from './paypal';
import { riotMatchControl } from './riotMatches';
import { trueLayerControl } from './truelayer';
import { deliveries, discardHeldWebhooks, holdWebhooks, releaseWebhooks } from './webhooks';

/** Test and debugging controls. Data stays for the life of the server; only behaviours can be reset. */
export const controlRoutes: Routes = {
  'POST /__sandbox/reset': () => {
    paypalControl.reset();
    trueLayerControl.reset();
    geolocationControl.reset();
    riotMatchControl.reset();
    callOfDutyControl.reset();
    releaseWebhooks();
    return json(200, { reset: true });
  },
  'GET /__sandbox/webhooks': () => json(200, { deliveries: deliveries() }),
  'POST /__sandbox/webhooks/hold': () => {
    holdWebhooks();
    return json(200, { holding: true });
  },
  'POST /__sandbox/webhooks/release': () => json(200, { released: releaseWebhooks() }),
  'POST /__sandbox/webhooks/discard': () => json(200, { discarded: discardHeldWebhooks() }),

  'POST /__sandbox/paypal/orders': ({ body }) => paypalControl.createOrder(body),
  'POST /__sandbox/paypal/payouts/behaviour': ({ body }) => paypalControl.setPayoutBehaviour(body),
  'POST /__sandbox/paypal/payouts/:id/complete': ({ params, body }) => paypalControl.completePayout(params.id ?? '', body),
  'POST /__sandbox/paypal/payouts/:id/webhook': ({ params, body }) => paypalControl.sendPayoutWebhook(params.id ?? '', body),

  'POST /__sandbox/truelayer/payments/:id/authorize': ({ params, body }) => trueLayerControl.authorize(params.id ?? '', body),
  'POST /__sandbox/truelayer/payments/:id/settle': ({ params }) => trueLayerControl.settle(params.id ?? ''),
  'POST /__sandbox/truelayer/payouts/behaviour': ({ body }) => trueLayerControl.setPayoutBehaviour(body),
  'POST /__sandbox/truelayer/payouts/:id/complete': ({ params, body }) => trueLayerControl.completePayout(params.id ?? '', body),
  'POST /__sandbox/truelayer/payouts/:id/webhook': ({ params, body }) => trueLayerControl.sendPayoutWebhook(params.id ?? '', body),
  'POST /__sandbox/truelayer/webhooks/sign': ({ body }) => trueLayerControl.signWebhookBody(body),
};
