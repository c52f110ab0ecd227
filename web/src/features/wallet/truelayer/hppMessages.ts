/** Messages the TrueLayer hosted payment page (and the bank page it hands off to) post to this window. */
export type HppMessage =
  | { type: 'ready' }
  | { type: 'handoff_start' }
  | { type: 'provider_redirect'; uri: unknown }
  | { type: 'done'; paymentId: string | null; status: string | null }
  | { type: 'close' }
  | { type: 'error_dismissed' }
  | { type: 'close_bank_tab' };

const HPP_TYPES = new Set<HppMessage['type']>([
  'ready',
  'handoff_start',
  'provider_redirect',
  'done',
  'close',
  'error_dismissed',
  'close_bank_tab',
]);

/**
 * The hosted page's message in `event`, or null. Only messages from the hosted page's origin with a known type
 * count; anything else that looks like a payment message is logged and ignored.
 */
export function parseHppMessage(event: Pick<MessageEvent, 'origin' | 'data'>, hppOrigin: string): HppMessage | null {
  const data: Record<string, unknown> =
    typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
  const looksLikeHpp = data.source === 'truelayer-hpp';
  if (event.origin !== hppOrigin) {
    if (looksLikeHpp) console.warn('Ignored a bank payment message from an unexpected origin', event.origin);
    return null;
  }
  const type = looksLikeHpp ? data.type : undefined;
  if (typeof type !== 'string' || !HPP_TYPES.has(type as HppMessage['type'])) {
    console.warn('Ignored a bank payment message of unknown type', event.data);
    return null;
  }
  if (type === 'provider_redirect') return { type, uri: data.uri };
  if (type === 'done') {
    return {
      type,
      paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
      status: typeof data.status === 'string' ? data.status : null,
    };
  }
  return { type } as HppMessage;
}

/** The bank's page to open, if `uri` is an http(s) address (relative ones resolve against the hosted page). */
export function bankRedirectUrl(uri: unknown, hppUrl: string): string | null {
  if (typeof uri !== 'string' || !uri.trim()) return null;
  try {
    const url = new URL(uri, hppUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The hosted page's address with the origin it must post its messages to. */
export function hostedPageSrc(hostedPageUrl: string, origin: string): string {
  return `${hostedPageUrl}&origin=${encodeURIComponent(origin)}`;
}
