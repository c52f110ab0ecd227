/**
 * A provider API behind an OAuth client-credentials token: the token is cached until shortly before it expires,
 * every call has a timeout, and a 401 (a token revoked early) gets one retry with a fresh token.
 */
const PROVIDER_TIMEOUT_MS = 10_000;
/** A cached token is renewed this long before the provider says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface BearerApiOptions {
  /** The provider's name, for error messages. */
  name: string;
  apiUrl: () => string;
  /** Changes when the token endpoint or the client changes, so a cached token is not reused across them. */
  tokenCacheKey: () => string;
  /** Asks the token endpoint for a new token (the response of the client-credentials request). */
  requestToken: (signal: AbortSignal) => Promise<Response>;
  /** Headers the provider wants on every call besides the token (e.g. Twitch's Client-Id). */
  headers?: () => Record<string, string>;
  /**
   * Headers that sign a request with a body (TrueLayer's Tl-Signature), given what they must cover: the method,
   * the URL's path, the headers to sign (Idempotency-Key) and the body, exactly as sent.
   */
  signRequest?: (request: { method: string; path: string; headers: Record<string, string>; body: string }) => Record<string, string>;
}

export interface BearerRequest {
  method?: string;
  body?: unknown;
  idempotencyKey?: string;
  /** Shorter than the default where a caller must answer quickly. */
  timeoutMs?: number;
}

export function bearerApi(options: BearerApiOptions): (path: string, init?: BearerRequest) => Promise<Response> {
  let cached: { key: string; token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    const key = options.tokenCacheKey();
    if (cached && cached.key === key && cached.expiresAt > Date.now()) return cached.token;
    const response = await options.requestToken(AbortSignal.timeout(PROVIDER_TIMEOUT_MS));
    if (!response.ok) throw new Error(`${options.name} token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error(`${options.name} token response has no access_token`);
    const lifetimeMs = (body.expires_in ?? 0) * 1000;
    cached = { key, token: body.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return body.access_token;
  }

  return async (path, init = {}) => {
    const url = `${options.apiUrl()}${path}`;
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const idempotency: Record<string, string> = init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : {};
    const signature =
      body !== undefined && options.signRequest
        ? options.signRequest({ method, path: new URL(url).pathname, headers: idempotency, body })
        : {};
    const send = async () =>
      fetch(url, {
        method,
        headers: {
          ...options.headers?.(),
          authorization: `Bearer ${await accessToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...idempotency,
          ...signature,
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(init.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      });
    const response = await send();
    if (response.status !== 401) return response;
    await response.body?.cancel();
    cached = null;
    return send();
  };
}
