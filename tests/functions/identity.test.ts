import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SECRETS } from '../../scripts/sandbox/server';
import { expectCallableError } from '../support/client';
import { functionsUrl, sandboxUrl } from '../support/env';
import { createAccount, notifications, signIn, userDoc, visitor, type AccountUser } from './support';
import { newRequestId, setUserFields, waitFor } from './walletSupport';
import { sandboxPost } from '../support/sandbox';
import { identityMessages } from '../../functions/src/shared/identity/messages';

/**
 * Identity verification: initVerifyIdentity starts an inquiry with the provider (the sandbox), the provider's
 * signed webhook reaches identityWebhook, which reads the inquiry back and records the outcome.
 */
const ADULT = '1990-04-12';
const SECRET = SANDBOX_SECRETS.IDENTITY_WEBHOOK_SECRET!;

/** A YYYY-MM-DD birthdate two days short of the `years`th birthday (so time zones cannot tip it over). */
function birthdateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
}


interface Completion {
  birthdate?: string;
  country?: string;
  /** Forces the provider's decision instead of the sandbox's own. */
  status?: 'approved' | 'declined' | 'completed';
  /** false: the provider's webhooks are lost (the test sends its own). */
  deliver?: boolean;
}

/** What the hosted check does when the user submits it. */
async function completeInquiry(inquiryId: string, completion: Completion = {}): Promise<void> {
  await sandboxPost('/__sandbox/identity/complete', { inquiryId, birthdate: ADULT, country: 'GB', ...completion });
}

/** An inquiry created straight at the provider's API (as anyone holding the API key could), not through us. */
async function providerInquiry(referenceId: string): Promise<string> {
  const body = await sandboxPost(
    '/identity/api/v1/inquiries',
    { data: { attributes: { 'reference-id': referenceId } } },
    { authorization: `Bearer ${SANDBOX_SECRETS.IDENTITY_API_KEY}` },
  );
  return (body.data as { id: string }).id;
}

interface Delivery {
  type: string;
  status: number | string;
  body: { data?: { attributes?: { payload?: { data?: { id?: string } } } } };
}

/** Waits until every webhook the sandbox sent about `inquiryId` has had its final answer, and returns them. */
async function deliveriesFor(inquiryId: string, count: number): Promise<Delivery[]> {
  const read = async () => {
    const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
    const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
    return deliveries.filter((delivery) => delivery.body.data?.attributes?.payload?.data?.id === inquiryId);
  };
  return waitFor(read, (found) => found.length === count && found.every((delivery) => delivery.status !== 'pending'), 15_000);
}

function eventBody(inquiryId: string, name = 'inquiry.approved', attributes: Record<string, unknown> = {}): string {
  return JSON.stringify({
    data: { type: 'event', id: 'evt_test', attributes: { name, payload: { data: { type: 'inquiry', id: inquiryId, attributes } } } },
  });
}

function sign(rawBody: string, timestamp = Math.floor(Date.now() / 1000), secret = SECRET): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Posts straight to identityWebhook, as the provider (or an attacker) would. */
async function postWebhook(rawBody: string, signature: string | null = sign(rawBody)): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['Identity-Signature'] = signature;
  const response = await fetch(`${functionsUrl()}/identityWebhook`, { method: 'POST', headers, body: rawBody });
  await response.arrayBuffer();
  return response.status;
}

async function startCheck(client: AccountUser) {
  return client.call('initVerifyIdentity', {});
}

/** The account's identity fields and notifications, to compare before and after. */
async function identityState(uid: string) {
  const user = await userDoc(uid);
  return {
    isVerified: user?.isVerified,
    verification: user?.verification ? { ...user.verification, updatedAt: user.verification.updatedAt.toMillis() } : undefined,
    notifications: (await notifications(uid)).map((note) => ({ type: note.type, variables: note.variables })),
  };
}

async function expectUnchanged(uid: string, action: () => Promise<unknown>): Promise<void> {
  const before = await identityState(uid);
  await action();
  expect(await identityState(uid)).toEqual(before);
}

const decided = (uid: string) =>
  waitFor(
    () => userDoc(uid),
    (user) => user?.verification?.status === 'approved' || user?.verification?.status === 'denied',
    15_000,
  );

describe('initVerifyIdentity', () => {
  it('starts an inquiry with the provider and stores it as started', async () => {
    const client = await createAccount();
    const result = await startCheck(client);
    expect(result.inquiryId).toMatch(/^inq_/);
    const page = new URL(result.url);
    expect(`${page.origin}${page.pathname}`).toBe(`${sandboxUrl()}/identity/verify`);
    expect(page.searchParams.get('inquiry-id')).toBe(result.inquiryId);

    const user = await userDoc(client.uid);
    expect(user?.isVerified).toBe(false);
    expect(user?.verification).toMatchObject({ inquiryId: result.inquiryId, status: 'started' });
    expect(user?.verification?.updatedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(await notifications(client.uid)).toEqual([]);

    // A second visit resumes the same inquiry rather than leaving the first one behind.
    expect(await startCheck(client)).toEqual(result);
  });

  it('keeps an inquiry that was submitted and awaits the decision', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { status: 'completed', deliver: false });
    expect((await startCheck(client)).inquiryId).toBe(inquiryId);
    expect((await userDoc(client.uid))?.verification).toMatchObject({ inquiryId, status: 'completed' });
    expect((await userDoc(client.uid))?.isVerified).toBe(false);
  });

  it('refuses a caller who is already verified, changing nothing', async () => {
    const client = await createAccount();
    await setUserFields(client.uid, { isVerified: true });
    await expectUnchanged(client.uid, async () => {
      expect(await expectCallableError(startCheck(client), 'failed-precondition')).toBe(identityMessages.identityAlreadyVerified);
    });
  });

  it('rejects unexpected fields and visitors, changing nothing', async () => {
    const client = await createAccount();
    await expectUnchanged(client.uid, async () => {
      await expectCallableError(client.call('initVerifyIdentity', { isVerified: true }), 'invalid-argument');
      await expectCallableError(client.call('initVerifyIdentity', { uid: 'someone-else' }), 'invalid-argument');
    });
    expect((await userDoc(client.uid))?.verification).toBeUndefined();
    await expectCallableError((await visitor()).call('initVerifyIdentity', {}), 'unauthenticated');
  });
});

describe('a new check allowed by support', () => {
  const reason = 'Customer sent a passport scan; name typo on the first check';
  const allow = async (desk: AccountUser | Awaited<ReturnType<typeof signIn>>, uid: string) =>
    desk.call('allowIdentityRetry', { userId: uid, reason, requestId: newRequestId() });

  it('lets a denied user start one new check, which replaces the denial and can verify them', async () => {
    const client = await createAccount();
    const desk = await signIn({ roles: ['superAdmin'] });
    const first = await startCheck(client);
    await completeInquiry(first.inquiryId, { country: 'IE' });
    await decided(client.uid);
    expect(await expectCallableError(startCheck(client), 'failed-precondition')).toBe(identityMessages.identityDenied);

    await allow(desk, client.uid);
    expect((await userDoc(client.uid))?.verification).toMatchObject({ inquiryId: first.inquiryId, status: 'denied', retryAllowed: true });
    const second = await startCheck(client);
    expect(second.inquiryId).not.toBe(first.inquiryId);
    const started = (await userDoc(client.uid))?.verification;
    expect(started).toMatchObject({ inquiryId: second.inquiryId, status: 'started' });
    expect(started?.retryAllowed).toBeUndefined();

    // The allowance was for one check: denied again, the denial is final again until support looks at it.
    await completeInquiry(second.inquiryId, { birthdate: birthdateYearsAgo(17) });
    expect((await decided(client.uid))?.verification).toMatchObject({ inquiryId: second.inquiryId, status: 'denied', reason: 'under18' });
    expect(await expectCallableError(startCheck(client), 'failed-precondition')).toBe(identityMessages.identityDenied);

    await allow(desk, client.uid);
    const third = await startCheck(client);
    await completeInquiry(third.inquiryId);
    const user = await decided(client.uid);
    expect(user).toMatchObject({ isVerified: true, features: { betting: true }, verification: { inquiryId: third.inquiryId, status: 'approved' } });
    // A late webhook about an earlier, denied inquiry changes nothing now.
    expect(await postWebhook(eventBody(first.inquiryId, 'inquiry.declined'))).toBe(200);
    expect((await userDoc(client.uid))?.isVerified).toBe(true);
  });

  it('tells the customer with a notification that they can verify again, once for the allowance', async () => {
    const client = await createAccount();
    const desk = await signIn({ roles: ['superAdmin'] });
    const first = await startCheck(client);
    await completeInquiry(first.inquiryId, { country: 'IE' });
    await decided(client.uid);
    const retryNotes = async () => (await notifications(client.uid)).filter((note) => note.type === 'identity_retry_allowed');
    expect(await retryNotes()).toHaveLength(0);

    const request = { userId: client.uid, reason, requestId: newRequestId() };
    await desk.call('allowIdentityRetry', request);
    // The same request again (a retried call) tells nobody twice.
    await desk.call('allowIdentityRetry', request);
    const notes = await retryNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'identity_retry_allowed', variables: {} });
  });
});

describe('identityWebhook', () => {
  it('verifies an adult in the UK once, with one notification, however often the webhook comes', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { birthdate: ADULT, country: 'GB' });

    // The provider sends inquiry.completed and inquiry.approved; both are answered 200.
    const deliveries = await deliveriesFor(inquiryId, 2);
    expect(deliveries.map((delivery) => [delivery.type, delivery.status]).sort()).toEqual([
      ['inquiry.approved', 200],
      ['inquiry.completed', 200],
    ]);
    const user = await decided(client.uid);
    expect(user?.isVerified).toBe(true);
    expect(user?.features.betting).toBe(true);
    expect(user?.verification).toMatchObject({ inquiryId, status: 'approved' });
    expect(user?.verification?.reason).toBeUndefined();
    const notes = await notifications(client.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'inquiry_completed', variables: { status: 'approved' } });

    // A repeated delivery changes nothing and writes no second notification.
    await expectUnchanged(client.uid, async () => {
      expect(await postWebhook(eventBody(inquiryId))).toBe(200);
      expect(await postWebhook(eventBody(inquiryId, 'inquiry.completed'))).toBe(200);
    });

    // And a verified caller cannot start another check.
    expect(await expectCallableError(startCheck(client), 'failed-precondition')).toBe(identityMessages.identityAlreadyVerified);
  });

  it('denies an under-18, who stays unverified and cannot simply try again', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { birthdate: birthdateYearsAgo(18), country: 'GB' });
    const user = await decided(client.uid);
    expect(user?.isVerified).toBe(false);
    expect(user?.features.betting).toBe(false);
    expect(user?.verification).toMatchObject({ inquiryId, status: 'denied', reason: 'under18' });
    await deliveriesFor(inquiryId, 2);
    const notes = await notifications(client.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'inquiry_completed', variables: { status: 'denied', reason: 'under18' } });

    await expectUnchanged(client.uid, async () => {
      expect(await expectCallableError(startCheck(client), 'failed-precondition')).toBe(identityMessages.identityDenied);
    });
  });

  it('denies an adult outside the UK', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { birthdate: ADULT, country: 'IE' });
    const user = await decided(client.uid);
    expect(user?.isVerified).toBe(false);
    expect(user?.features.betting).toBe(false);
    expect(user?.verification).toMatchObject({ inquiryId, status: 'denied', reason: 'region' });
    expect((await notifications(client.uid)).map((note) => note.variables)).toEqual([{ status: 'denied', reason: 'region' }]);
  });

  it('does not give back betting eligibility that support withdrew when the approval arrives again', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId);
    expect((await decided(client.uid))?.features.betting).toBe(true);
    await deliveriesFor(inquiryId, 2);

    const desk = await signIn({ roles: ['superAdmin'] });
    const reason = 'Problem gambling concerns raised by the customer';
    await desk.call('setBettingEligibility', { userId: client.uid, betting: false, reason, requestId: newRequestId() });
    expect(await postWebhook(eventBody(inquiryId))).toBe(200);
    expect(await postWebhook(eventBody(inquiryId, 'inquiry.completed'))).toBe(200);
    expect((await userDoc(client.uid))?.features.betting).toBe(false);
  });

  it('checks the age itself even when the provider approved', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { birthdate: birthdateYearsAgo(17), country: 'GB', status: 'approved' });
    const user = await decided(client.uid);
    expect(user?.isVerified).toBe(false);
    expect(user?.verification).toMatchObject({ status: 'denied', reason: 'under18' });
  });

  it('trusts the inquiry read back from the provider, not the webhook body', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { birthdate: ADULT, country: 'FR', deliver: false });
    const body = eventBody(inquiryId, 'inquiry.approved', { status: 'approved', birthdate: ADULT, 'address-country-code': 'GB', 'reference-id': client.uid });
    expect(await postWebhook(body)).toBe(200);
    const user = await userDoc(client.uid);
    expect(user?.isVerified).toBe(false);
    expect(user?.verification).toMatchObject({ status: 'denied', reason: 'region' });
  });

  it('refuses a forged or missing signature with 401, changing nothing', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { deliver: false });
    const body = eventBody(inquiryId);
    await expectUnchanged(client.uid, async () => {
      expect(await postWebhook(body, null)).toBe(401);
      expect(await postWebhook(body, sign(body, undefined, 'not-the-secret'))).toBe(401);
      expect(await postWebhook(body, sign(eventBody(inquiryId, 'inquiry.declined')))).toBe(401);
      expect(await postWebhook(body, 'v1=' + 'a'.repeat(64))).toBe(401);
      expect(await postWebhook(body, 't=abc,v1=zz')).toBe(401);
    });
    // The same event, properly signed, does verify: the refusals above were about the signature alone.
    expect(await postWebhook(body)).toBe(200);
    expect((await userDoc(client.uid))?.isVerified).toBe(true);
  });

  it('refuses a correctly signed event whose timestamp is more than 5 minutes old or ahead', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    await completeInquiry(inquiryId, { deliver: false });
    const body = eventBody(inquiryId);
    const now = Math.floor(Date.now() / 1000);
    await expectUnchanged(client.uid, async () => {
      expect(await postWebhook(body, sign(body, now - 6 * 60))).toBe(401);
      expect(await postWebhook(body, sign(body, now + 6 * 60))).toBe(401);
    });
    expect(await postWebhook(body, sign(body, now - 60))).toBe(200);
    expect((await userDoc(client.uid))?.isVerified).toBe(true);
  });

  it("never lets an inquiry that is not the caller's current one verify them", async () => {
    const caller = await createAccount();
    const other = await createAccount();
    await startCheck(caller);
    const { inquiryId: othersInquiry } = await startCheck(other);

    await expectUnchanged(caller.uid, async () => {
      // Another user's approved inquiry verifies that user only.
      await completeInquiry(othersInquiry);
      await decided(other.uid);
      expect(await postWebhook(eventBody(othersInquiry))).toBe(200);

      // An inquiry made at the provider with the caller's uid as reference, but not started by us, is ignored.
      const sideInquiry = await providerInquiry(caller.uid);
      await completeInquiry(sideInquiry);
      await deliveriesFor(sideInquiry, 2);
      expect(await postWebhook(eventBody(sideInquiry))).toBe(200);
    });
    expect((await userDoc(other.uid))?.isVerified).toBe(true);
    expect((await userDoc(caller.uid))?.isVerified).toBe(false);
  });

  it('never unverifies a verified account', async () => {
    const client = await createAccount();
    const { inquiryId } = await startCheck(client);
    // Support verified the account while the check was under way.
    await setUserFields(client.uid, { isVerified: true });
    await expectUnchanged(client.uid, async () => {
      await completeInquiry(inquiryId, { birthdate: birthdateYearsAgo(16), country: 'GB' });
      await deliveriesFor(inquiryId, 2);
    });
    expect((await userDoc(client.uid))?.isVerified).toBe(true);
  });

  it('answers 400 to a signed body that is not an inquiry event, and 200 to an inquiry the provider does not know', async () => {
    const malformed = JSON.stringify({ data: { attributes: { name: 'account.created' } } });
    expect(await postWebhook(malformed)).toBe(400);
    expect(await postWebhook('not json')).toBe(400);
    expect(await postWebhook(eventBody('inq_doesnotexist'))).toBe(200);
  });
});
