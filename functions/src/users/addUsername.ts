import { defineCallable } from '../core/callable';
import { changeUsername } from './changeUsername';

/** A signed-in user changes their own public username (Settings, Account tab). */
export const addUsername = defineCallable('addUsername', {}, async ({ username }, { uid }) => ({
  username: await changeUsername(uid, username),
}));
