import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dotenvFile } from './dotenv';

/** The parser the Functions emulator reads functions/.secret.local with. */
const { parse } = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js') as {
  parse: (data: string) => { envs: Record<string, string>; errors: string[] };
};

describe('dotenvFile', () => {
  it('writes values the Functions emulator reads back unchanged, PEM keys included', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'secp521r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const values = {
      PLAIN: 'sandbox-truelayer-secret',
      URL: 'http://127.0.0.1:9090/truelayer/webhooks/.well-known/jwks',
      PEM: pem,
      AWKWARD: 'a "quoted" \\ value # not a comment',
    };
    const file = dotenvFile(values);
    expect(file).toContain('PLAIN=sandbox-truelayer-secret\n');
    expect(file.split('\n')).toHaveLength(Object.keys(values).length + 1);
    expect(parse(file)).toEqual({ envs: values, errors: [] });
  });
});
