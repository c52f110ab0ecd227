import { describe, expect, it } from 'vitest';
import { createAccount, expectNothingWritten, signIn, visitor } from './support';

describe('validateUsername', () => {
  it('answers true for a free name, to visitors and signed-in users alike', async () => {
    const anonymous = await visitor();
    const user = await signIn();
    expect(await anonymous.call('validateUsername', { username: 'free_name' })).toBe(true);
    expect(await user.call('validateUsername', { username: 'free_name' })).toBe(true);
  });

  it('answers false for a taken name in any case', async () => {
    await createAccount({ username: 'TakenName' });
    const anonymous = await visitor();
    const user = await signIn();
    for (const username of ['TakenName', 'takenname', 'TAKENNAME', 'tAkEnNaMe']) {
      expect(await anonymous.call('validateUsername', { username }), username).toBe(false);
      expect(await user.call('validateUsername', { username }), username).toBe(false);
    }
    expect(await anonymous.call('validateUsername', { username: 'TakenName2' })).toBe(true);
  });

  it('answers true to the holder of the name', async () => {
    const owner = await createAccount({ username: 'MyOwnName' });
    expect(await owner.call('validateUsername', { username: 'myownname' })).toBe(true);
  });

  it('answers false, without failing or writing, for names that cannot be held', async () => {
    const anonymous = await visitor();
    await expectNothingWritten(async () => {
      for (const username of ['a/b', 'a/b/c', 'users/x/y', '__name__', '..', 'abc', 'with space', 'x'.repeat(33)]) {
        expect(await anonymous.call('validateUsername', { username }), username).toBe(false);
      }
    });
  });
});
