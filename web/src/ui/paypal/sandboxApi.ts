import { PAYPAL_SANDBOX_URL, paypalOrderBody, requirePaypalClientId, type PaypalPurchase } from './paypalOrder';

/** The sandbox's origin: approval messages are accepted from this origin only. */
const SANDBOX_ORIGIN = PAYPAL_SANDBOX_URL ? new URL(PAYPAL_SANDBOX_URL).origin : '';

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

async function sandboxRequest<T>(path: string, body?: unknown): Promise<T> {
  const url = `${PAYPAL_SANDBOX_URL}${path}?client-id=${encodeURIComponent(requirePaypalClientId())}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & PaypalErrorBody;
  if (!response.ok) {
    const issue = json.details?.[0]?.description ?? json.details?.[0]?.issue ?? json.message ?? json.name;
    throw new Error(`PayPal could not process the payment${issue ? ` (${issue})` : ''}.`);
  }
  return json;
}

/** Creates the order as PayPal's script would (what the browser sends to PayPal). */
export async function createSandboxOrder(purchase: PaypalPurchase, amountCents: number): Promise<string | undefined> {
  const order = await sandboxRequest<{ id?: string }>('/sdk/orders', paypalOrderBody(purchase, amountCents));
  return order.id;
}

export async function captureSandboxOrder(orderId: string): Promise<void> {
  await sandboxRequest(`/sdk/orders/${encodeURIComponent(orderId)}/capture`);
}

/** The approval page for an iframe; it reports back to `window.location.origin`. */
export function sandboxApprovalUrl(orderId: string): string {
  const query = new URLSearchParams({ token: orderId, origin: window.location.origin });
  return `${PAYPAL_SANDBOX_URL}/checkout?${query.toString()}`;
}

export type SandboxMessage = { type: 'approved' | 'cancelled'; orderId: string };

/**
 * The sandbox approval page's message, or null for anything else. Messages that claim to come from it but have
 * the wrong origin, type or order are logged and ignored.
 */
export function sandboxMessage(event: MessageEvent, orderId: string): SandboxMessage | null {
  const data = event.data as { source?: unknown; type?: unknown; orderID?: unknown } | null;
  const fromSandbox = event.origin === SANDBOX_ORIGIN;
  const claimsSandbox = typeof data === 'object' && data !== null && data.source === 'paypal-sandbox';
  if (!fromSandbox && !claimsSandbox) return null;
  if (!fromSandbox || !claimsSandbox || (data.type !== 'approved' && data.type !== 'cancelled') || data.orderID !== orderId) {
    console.warn('Ignored a PayPal checkout message', { origin: event.origin, data });
    return null;
  }
  return { type: data.type, orderId };
}
