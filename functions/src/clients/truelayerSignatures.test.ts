import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { verify, type HttpMethod } from 'truelayer-signing';
import { deliveredWebhookPath, signRequest, TRUELAYER_JWKS_URLS, trustedJwksUrls, verifyWebhook } from './truelayerSignatures';

const PARAMS = ['TRUELAYER_LOCAL_JWKS_URL', 'TRUELAYER_WEBHOOK_PATH', 'TRUELAYER_SIGNING_KEY_ID', 'TRUELAYER_SIGNING_PRIVATE_KEY'];

afterEach(() => {
  for (const name of PARAMS) delete process.env[name];
});

describe('trustedJwksUrls', () => {
  it('is TrueLayer\'s production and sandbox JWKS unless a local one is configured', () => {
    expect(trustedJwksUrls()).toEqual([
      'https://webhooks.truelayer.com/.well-known/jwks',
      'https://webhooks.truelayer-sandbox.com/.well-known/jwks',
    ]);
  });

  it('adds a local JWKS only on a loopback host', () => {
    process.env.TRUELAYER_LOCAL_JWKS_URL = 'http://127.0.0.1:9090/truelayer/webhooks/.well-known/jwks';
    expect(trustedJwksUrls()).toEqual([...TRUELAYER_JWKS_URLS, 'http://127.0.0.1:9090/truelayer/webhooks/.well-known/jwks']);
    for (const url of ['https://jwks.example.com/.well-known/jwks', 'http://127.0.0.1.example.com/jwks', 'not a url', 'file://localhost/jwks']) {
      process.env.TRUELAYER_LOCAL_JWKS_URL = url;
      expect(trustedJwksUrls(), url).toEqual(TRUELAYER_JWKS_URLS);
    }
  });
});

describe('deliveredWebhookPath', () => {
  it('puts the registered webhook path in front of the path the function saw', () => {
    process.env.TRUELAYER_WEBHOOK_PATH = '/demo-clutchpot/us-central1/trueLayerWebhook';
    expect(deliveredWebhookPath('/')).toBe('/demo-clutchpot/us-central1/trueLayerWebhook');
    expect(deliveredWebhookPath('/retry')).toBe('/demo-clutchpot/us-central1/trueLayerWebhook/retry');
    process.env.TRUELAYER_WEBHOOK_PATH = '/';
    expect(deliveredWebhookPath('/')).toBe('/');
  });
});

describe('signRequest', () => {
  it('signs the method, path, Idempotency-Key and body with the merchant key, as TrueLayer verifies them', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp521r1' });
    process.env.TRUELAYER_SIGNING_KEY_ID = 'kid-1';
    process.env.TRUELAYER_SIGNING_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const request = { method: 'POST', path: '/v3/payouts', headers: { 'Idempotency-Key': 'key-1' }, body: '{"amount_in_minor":100}' };
    const signature = signRequest(request);
    const check = (changes: Partial<{ path: string; headers: Record<string, string>; body: string }>) => () =>
      verify({
        publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        signature,
        method: 'POST' as HttpMethod,
        path: changes.path ?? request.path,
        headers: changes.headers ?? { 'idempotency-key': 'key-1' },
        body: changes.body ?? request.body,
        requiredHeaders: ['Idempotency-Key'],
      });
    expect(check({})).not.toThrow();
    expect(check({ path: '/v3/payments' })).toThrow();
    expect(check({ headers: { 'idempotency-key': 'key-2' } })).toThrow();
    expect(check({ body: '{"amount_in_minor":101}' })).toThrow();
  });
});

describe('verifyWebhook', () => {
  it('refuses a missing or unreadable signature and a jku off the allow-list without fetching anything', async () => {
    const delivery = { path: '/trueLayerWebhook', headers: {}, rawBody: '{}' };
    expect(await verifyWebhook({ ...delivery, signature: undefined })).toBe(false);
    expect(await verifyWebhook({ ...delivery, signature: 'not-a-jws' })).toBe(false);
    const jwsHeader = { alg: 'ES512', kid: 'k', jku: 'https://attacker.example/jwks', tl_version: '2' };
    const header = Buffer.from(JSON.stringify(jwsHeader)).toString('base64url');
    expect(await verifyWebhook({ ...delivery, signature: `${header}..c2ln` })).toBe(false);
  });
});
