import { defineCallable } from '../core/callable';
import { isValidUsername } from '../shared/schemas';
import { isUsernameFree } from './usernames';

/** True when `username` meets the username rule and nobody else holds it (in any case). */
export const validateUsername = defineCallable(
  'validateUsername',
  { allow: ['visitor', 'user'] },
  async ({ username }, { uid }) => isValidUsername(username) && isUsernameFree(null, username, uid ?? undefined),
);
