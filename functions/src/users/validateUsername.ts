import { defineCallable } from '../core/callable';
import { isUsernameFree } from './usernames';
import { isValidUsername } from '../shared/users/schemas';

/** True when `username` meets the username rule and nobody else holds it (in any case). */
export const validateUsername = defineCallable(
  'validateUsername',
  { allow: ['visitor', 'user'] },
  async ({ username }, { uid }) => isValidUsername(username) && isUsernameFree(null, username, uid ?? undefined),
);
