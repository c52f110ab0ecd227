/** Every deployed function, exported under the name the shared callable contract gives it. */
import type { CallableFunctionFor } from './core/callable';
import type { CallableName } from './shared/contract';
import { signupWithTwitch } from './auth/signupWithTwitch';
import { addUsername } from './users/addUsername';
import { createUser } from './users/createUser';
import { updateUser } from './users/updateUser';
import { validateUsername } from './users/validateUsername';

export { addUsername, createUser, signupWithTwitch, updateUser, validateUsername };

// Compile-time check: every callable in the contract is exported, each under its own name.
const contract: { [K in CallableName]: CallableFunctionFor<K> } = {
  addUsername,
  createUser,
  signupWithTwitch,
  updateUser,
  validateUsername,
};
void contract;
