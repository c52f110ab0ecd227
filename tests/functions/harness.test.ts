import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { signedInClient, type TestClient } from '../support/client';

const clients: TestClient[] = [];
afterAll(async () => Promise.all(clients.map((client) => client.close())));

describe('harness', () => {
  it('creates a google user with a signup bonus', async () => {
    const client = await signedInClient({ provider: 'google', email: 'harness@example.test' });
    clients.push(client);
    const result = await client.call('createUser', { id: client.uid, username: 'harness', email: client.email });
    expect(result).toMatchObject({ created: true, username: 'harness' });
    const doc = await adminDb.doc(`users/${client.uid}`).get();
    expect(doc.data()?.account.credits).toBe(1);
  });
});
