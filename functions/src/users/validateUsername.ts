import { defineCallable } from '../core/callable';
import { isUsernameFree } from './usernames';

export const validateUsername = defineCallable(
  'validateUsername',
  { allow: ['visitor', 'user'] },
  async ({ username }, { uid }) => isUsernameFree(null, username, uid ?? undefined),
);
