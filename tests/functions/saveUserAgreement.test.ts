import { describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { createAccount, expectServerTimestamp, signIn, userDoc, visitor } from './support';
import { coreMessages } from '../../functions/src/shared/core/messages';

describe('saveUserAgreement', () => {
  it('records each agreement with the server time, keeping the others', async () => {
    const user = await createAccount();
    const clientTime = Date.UTC(2001, 0, 1);
    expect(await user.call('saveUserAgreement', { type: 'fundsProtectionNotice', agreed: true, updatedAt: clientTime })).toEqual({
      type: 'fundsProtectionNotice',
      agreed: true,
    });
    expect(await user.call('saveUserAgreement', { type: 'cookiesConsent', agreed: false })).toEqual({
      type: 'cookiesConsent',
      agreed: false,
    });
    const agreements = (await userDoc(user.uid))?.agreements;
    expect(agreements?.fundsProtectionNotice?.agreed).toBe(true);
    expect(agreements?.cookiesConsent?.agreed).toBe(false);
    expectServerTimestamp(agreements?.fundsProtectionNotice?.updatedAt);
    expectServerTimestamp(agreements?.cookiesConsent?.updatedAt);

    await user.call('saveUserAgreement', { type: 'cookiesConsent', agreed: true });
    const updated = (await userDoc(user.uid))?.agreements;
    expect(updated?.cookiesConsent?.agreed).toBe(true);
    expect(updated?.fundsProtectionNotice).toEqual(agreements?.fundsProtectionNotice);
  });

  it('refuses bad input, visitors and callers without an account, writing nothing', async () => {
    const user = await createAccount();
    const before = await userDoc(user.uid);
    for (const payload of [
      null,
      {},
      { type: 'fundsProtectionNotice' },
      { type: 'termsOfService', agreed: true },
      { type: 'fundsProtectionNotice', agreed: 'yes' },
      { type: 'fundsProtectionNotice', agreed: true, updatedAt: 'today' },
      { type: 'fundsProtectionNotice', agreed: true, isVerified: true },
      { type: 'fundsProtectionNotice', agreed: true, account: { balance: 100 } },
    ]) {
      await expectCallableError(user.call('saveUserAgreement', payload), 'invalid-argument');
    }
    expect(await userDoc(user.uid)).toEqual(before);

    await expectCallableError((await visitor()).call('saveUserAgreement', { type: 'cookiesConsent', agreed: true }), 'unauthenticated');
    const stranger = await signIn();
    const message = await expectCallableError(stranger.call('saveUserAgreement', { type: 'cookiesConsent', agreed: true }), 'not-found');
    expect(message).toBe(coreMessages.userNotFound);
    expect(await userDoc(stranger.uid)).toBeUndefined();
  });
});
