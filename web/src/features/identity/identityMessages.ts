/** The identity provider's hosted check, embedded in an iframe, says through postMessage that it was submitted. */
export interface IdentitySubmitted {
  inquiryId: string;
  /** The provider's own verdict; only the server's, on the user document, counts. */
  status: string | null;
}

/**
 * The check's "completed" message for `inquiryId`, or null. Only messages from the provider's origin count;
 * anything else is ignored.
 */
export function parseIdentityMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  providerOrigin: string,
  inquiryId: string,
): IdentitySubmitted | null {
  if (event.origin !== providerOrigin) return null;
  const data = typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
  if (data.source !== 'clutchpot-identity' || data.type !== 'completed' || data.inquiryId !== inquiryId) return null;
  return { inquiryId, status: typeof data.status === 'string' ? data.status : null };
}

/** The origin of the hosted check's address, or null when it is not an http(s) address. */
export function providerOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The hosted check's address with the origin it must post its messages to. */
export function identityFrameSrc(url: string, origin: string): string {
  const src = new URL(url);
  src.searchParams.set('origin', origin);
  return src.toString();
}
