import { afterEach, describe, expect, it } from 'vitest';
import { counts, createAccount, ledgerEntries, notifications, signIn, userDoc } from './support';
import { expectBooksBalanced } from './walletSupport';

// Bonus Credits are ledger entries like any other: every account still equals the sum of its entries.
afterEach(async () => {
  await expectBooksBalanced();
});

describe('createUser: signup and referral Bonus Credits', () => {
  it('gives a new Google user 1 Bonus Credit with one ledger entry and a notification', async () => {
    const client = await createAccount({ provider: 'google', username: 'googler' });
    const doc = await userDoc(client.uid);
    expect(doc?.signInMethod).toBe('google');
    expect(doc?.account).toEqual({
      balance: 0,
      credits: 1,
      bonus: { balance: 0, credits: 0 },
      wagers: { total: 0, credits: 0, cash: 0, count: 0 },
    });

    const entries = await ledgerEntries(client.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 'signup_bonus',
      idempotencyKey: 'signup_bonus',
      type: 'system_adjustment',
      amount: 0,
      credits: 1,
      creditsAfter: 1,
      balanceAfter: 0,
      bonusChestCredits: 0,
      bonusChestCreditsAfter: 0,
    });

    const notes = await notifications(client.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'bonus_credits_added', variables: { credits: 1 } });
  });

  it('does not pay the signup bonus twice when createUser is repeated', async () => {
    const client = await createAccount({ provider: 'google' });
    const before = await counts();
    for (let i = 0; i < 3; i += 1) {
      expect(await client.call('createUser', { id: client.uid, email: client.email })).toMatchObject({ created: false });
    }
    expect(await counts()).toEqual(before);
    expect((await userDoc(client.uid))?.account.credits).toBe(1);
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
    expect(await notifications(client.uid)).toHaveLength(1);
  });

  it('pays the signup and referral bonuses once when createUser calls arrive together', async () => {
    const referrer = await createAccount({ username: 'referrer0' });
    const client = await signIn({ provider: 'google' });
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        client.call('createUser', { id: client.uid, email: client.email, referralID: referrer.uid }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.username)).size).toBe(1);
    expect((await userDoc(client.uid))?.account.credits).toBe(1);
    expect((await userDoc(referrer.uid))?.account.credits).toBe(1);
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
    expect(await ledgerEntries(referrer.uid)).toHaveLength(1);
  });

  it('pays the referrer of a Google signup 1 Bonus Credit exactly once', async () => {
    const referrer = await createAccount({ username: 'referrer1' });
    const client = await createAccount({ provider: 'google', referralID: referrer.uid });
    expect((await userDoc(client.uid))?.referredBy).toBe(referrer.uid);
    expect((await userDoc(client.uid))?.account.credits).toBe(1);

    for (let i = 0; i < 2; i += 1) {
      await client.call('createUser', { id: client.uid, email: client.email, referralID: referrer.uid });
    }
    expect((await userDoc(referrer.uid))?.account.credits).toBe(1);
    const entries = await ledgerEntries(referrer.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: `referral_bonus_${client.uid}`,
      idempotencyKey: `referral_bonus_${client.uid}`,
      type: 'system_adjustment',
      credits: 1,
      creditsAfter: 1,
      amount: 0,
    });
    const notes = await notifications(referrer.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'bonus_credits_added', variables: { credits: 1 } });
  });

  it('pays a referrer once per referred Google signup', async () => {
    const referrer = await createAccount({ username: 'referrer2' });
    await createAccount({ provider: 'google', referralID: referrer.uid });
    await createAccount({ provider: 'google', referralID: referrer.uid });
    expect((await userDoc(referrer.uid))?.account.credits).toBe(2);
    const entries = await ledgerEntries(referrer.uid);
    expect(entries.map((entry) => entry.creditsAfter).sort()).toEqual([1, 2]);
  });

  it('gives no credits to anyone for an email signup, even with a referral', async () => {
    const referrer = await createAccount({ username: 'referrer3' });
    const client = await createAccount({ referralID: referrer.uid });
    for (const uid of [client.uid, referrer.uid]) {
      expect((await userDoc(uid))?.account.credits).toBe(0);
      expect(await ledgerEntries(uid)).toEqual([]);
      expect(await notifications(uid)).toEqual([]);
    }
  });

  it('gives no credits for a custom-token (non-Google) signup', async () => {
    const client = await createAccount({ provider: 'custom' });
    expect((await userDoc(client.uid))?.account.credits).toBe(0);
    expect(await ledgerEntries(client.uid)).toEqual([]);
  });

  it('ignores a referral id of a user that does not exist', async () => {
    const before = await counts();
    const client = await createAccount({ provider: 'google', referralID: 'no-such-user' });
    expect((await userDoc(client.uid))?.referredBy).toBeNull();
    expect((await userDoc(client.uid))?.account.credits).toBe(1);
    expect(await userDoc('no-such-user')).toBeUndefined();
    const after = await counts();
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.users - before.users).toBe(1);
  });

  it('ignores a referral to oneself', async () => {
    const client = await signIn({ provider: 'google' });
    await client.call('createUser', { id: client.uid, email: client.email, referralID: client.uid });
    const doc = await userDoc(client.uid);
    expect(doc?.referredBy).toBeNull();
    expect(doc?.account.credits).toBe(1);
    expect((await ledgerEntries(client.uid)).map((entry) => entry.id)).toEqual(['signup_bonus']);
  });

  it('ignores a referral id that addresses another document path', async () => {
    const referrer = await createAccount({ provider: 'google', username: 'pathreferrer' });
    for (const referralID of [`${referrer.uid}/transactions/signup_bonus`, `${referrer.uid}/transactions`, '..', '__x__']) {
      const client = await signIn({ provider: 'google' });
      const result = await client.call('createUser', { id: client.uid, email: client.email, referralID });
      expect(result.created, referralID).toBe(true);
      const doc = await userDoc(client.uid);
      expect(doc?.referredBy, referralID).toBeNull();
      expect(doc?.account.credits, referralID).toBe(1);
    }
    expect((await userDoc(referrer.uid))?.account.credits).toBe(1);
    expect(await ledgerEntries(referrer.uid)).toHaveLength(1);
    expect(await userDoc('signup_bonus')).toBeUndefined();
  });
});
