import { afterEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { sandboxPost } from '../support/sandbox';
import { userMessages } from '../../functions/src/shared/users/messages';
import { createAccount, visitor } from './support';
import { uniqueName } from './streamSupport';

/** checkCodGamerTag asks Activision's profile API (the sandbox's) whether a Call of Duty gamer tag exists. */
const knownPlayer = (gamerTag: string, platform?: string) => sandboxPost('/__sandbox/cod/players', { gamerTag, ...(platform ? { platform } : {}) });

describe('checkCodGamerTag', () => {
  afterEach(async () => {
    await sandboxPost('/__sandbox/cod/outage', { down: false });
  });

  it('says whether Activision knows the tag on its platform, spelled as Activision spells it', async () => {
    const activisionId = `${uniqueName('Ghost')}#1234567`;
    const psnName = uniqueName('Soap');
    await knownPlayer(activisionId);
    await knownPlayer(psnName, 'psn');
    const user = await createAccount();

    expect(await user.call('checkCodGamerTag', { gamerTag: activisionId.toUpperCase() })).toEqual({ exists: true, gamerTag: activisionId, platform: 'uno' });
    expect(await user.call('checkCodGamerTag', { gamerTag: psnName, platform: 'psn' })).toEqual({ exists: true, gamerTag: psnName, platform: 'psn' });
    expect(await user.call('checkCodGamerTag', { gamerTag: psnName, platform: 'xbl' })).toEqual({ exists: false, gamerTag: psnName, platform: 'xbl' });
    expect(await user.call('checkCodGamerTag', { gamerTag: `${uniqueName('Nobody')}#7654321` })).toMatchObject({ exists: false });
  });

  it('refuses a malformed tag or platform without asking Activision, and needs a sign-in', async () => {
    const user = await createAccount();
    expect(await expectCallableError(user.call('checkCodGamerTag', { gamerTag: '' }), 'invalid-argument')).toBe(userMessages.codGamerTagRequired);
    expect(await expectCallableError(user.call('checkCodGamerTag', { gamerTag: 'Ghost#12' }), 'invalid-argument')).toBe(userMessages.codGamerTagInvalid);
    expect(await expectCallableError(user.call('checkCodGamerTag', { gamerTag: 'Ghost', platform: 'steam' }), 'invalid-argument')).toBe('Invalid platform: steam');
    await expectCallableError((await visitor()).call('checkCodGamerTag', { gamerTag: 'Ghost#1234567' }), 'unauthenticated');
  });

  it('says Call of Duty could not be reached while Activision is down', async () => {
    const user = await createAccount();
    await sandboxPost('/__sandbox/cod/outage', { down: true });
    expect(await expectCallableError(user.call('checkCodGamerTag', { gamerTag: 'Ghost#1234567' }), 'unavailable')).toBe(userMessages.codUnavailable);
  });
});
