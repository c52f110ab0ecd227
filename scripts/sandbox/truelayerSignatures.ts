import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { extractKid, verify, type HttpMethod } from 'truelayer-signing';
import { SANDBOX_PORT } from '../lib/stackConfig';
import type { SandboxRequest } from './http';

/**
 * TrueLayer's side of `Tl-Signature`: it checks the signature on every POST a client sends against the public key
 * the client registered (TrueLayer's console), and signs its own webhooks with an EC P-521 key of its own,
 * published as a JWKS whose URL is the signature's `jku`.
 */

/** The key id our functions sign with (TRUELAYER_SIGNING_KEY_ID in functions/.env.local). */
export const TRUELAYER_SIGNING_KEY_ID = 'clutchpot-sandbox-signing-key';
export const WEBHOOK_JWKS_PATH = '/truelayer/webhooks/.well-known/jwks';
/** Where the functions fetch the sandbox's webhook keys (TRUELAYER_LOCAL_JWKS_URL in functions/.env.local). */
export const WEBHOOK_JWKS_URL = `http://127.0.0.1:${SANDBOX_PORT}${WEBHOOK_JWKS_PATH}`;

export interface ClientSigningKey {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

/** A merchant's request-signing key pair, as `openssl ecparam -genkey -name secp521r1` makes it. */
export function newClientSigningKey(kid = TRUELAYER_SIGNING_KEY_ID): ClientSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp521r1' });
  return {
    kid,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Public keys the client registered, by kid. */
const clientKeys = new Map<string, string>();

export function registerClientSigningKey(key: Pick<ClientSigningKey, 'kid' | 'publicKeyPem'>): void {
  clientKeys.set(key.kid, key.publicKeyPem);
}

function flatHeaders(headers: SandboxRequest['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Why a request's `Tl-Signature` is refused, or null when a registered key signed its method, path, body and
 * `Idempotency-Key` header (which TrueLayer requires every signature to cover).
 */
export function requestSignatureProblem(request: SandboxRequest): string | null {
  const signature = request.headers['tl-signature'];
  if (typeof signature !== 'string' || !signature) return 'The Tl-Signature header is missing';
  let kid: string;
  try {
    kid = extractKid(signature);
  } catch {
    return 'The Tl-Signature header is not a valid signature';
  }
  const publicKeyPem = clientKeys.get(kid);
  if (!publicKeyPem) return `No public key with kid "${kid}" is registered for this client`;
  try {
    verify({
      publicKeyPem,
      signature,
      method: request.method as HttpMethod,
      path: request.path,
      headers: flatHeaders(request.headers),
      body: request.rawBody,
      requiredHeaders: ['Idempotency-Key'],
    });
    return null;
  } catch (error) {
    return `The request signature is invalid: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// ---- Webhooks ------------------------------------------------------------------------------------------------

const webhookKey = generateKeyPairSync('ec', { namedCurve: 'secp521r1' });
const WEBHOOK_KID = randomUUID();

export function webhookJwks(): { keys: Array<Record<string, unknown>> } {
  return { keys: [{ ...webhookKey.publicKey.export({ format: 'jwk' }), kid: WEBHOOK_KID, alg: 'ES512', use: 'sig' }] };
}

export interface WebhookSignatureInput {
  /** The path of the URL the webhook is delivered to. */
  path: string;
  /** Headers the signature covers, sent with the webhook. */
  headers?: Record<string, string>;
  body: string;
  /** Overrides, for tests that need a signature TrueLayer would never make. */
  kid?: string;
  jku?: string;
}

/**
 * A webhook's `Tl-Signature`: a JWS v2 like the library's, made here because TrueLayer's webhook signatures also
 * carry `jku`, which the library (written for clients) does not put in a header.
 */
export function signWebhook(input: WebhookSignatureInput): string {
  const headers = Object.entries(input.headers ?? {});
  const header = {
    alg: 'ES512',
    kid: input.kid ?? WEBHOOK_KID,
    jku: input.jku ?? WEBHOOK_JWKS_URL,
    tl_version: '2',
    tl_headers: headers.map(([name]) => name).join(','),
  };
  const payload = `POST ${input.path}\n${headers.map(([name, value]) => `${name}: ${value}\n`).join('')}${input.body}`;
  const signingInput = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(payload).toString('base64url')}`;
  const signature = sign('sha512', Buffer.from(signingInput), { key: webhookKey.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput.split('.')[0]}..${signature.toString('base64url')}`;
}
