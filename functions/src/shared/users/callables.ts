import type { CallableSchemas, SameKeys } from '../core/callables';
import type { AssignableRole } from '../core/roles';
import type { AgreementType, CodPlatform } from './constants';
import { addUsernameRequest, checkCodGamerTagRequest, createUserRequest, saveUserAgreementRequest, updateUserRequest, validateUsernameRequest } from './schemas';

export const userCallables = {
  validateUsername: validateUsernameRequest,
  createUser: createUserRequest,
  addUsername: addUsernameRequest,
  updateUser: updateUserRequest,
  saveUserAgreement: saveUserAgreementRequest,
  checkCodGamerTag: checkCodGamerTagRequest,
} satisfies CallableSchemas;

export interface UserResponses {
  /** True when the username is free. */
  validateUsername: boolean;
  createUser: { id: string; username: string; created: boolean };
  addUsername: { username: string };
  updateUser: { id: string; username: string; roles: AssignableRole[] };
  saveUserAgreement: { type: AgreementType; agreed: boolean };
  /** Whether Activision knows the gamer tag on that platform, and the tag as Activision spells it. */
  checkCodGamerTag: { exists: boolean; gamerTag: string; platform: CodPlatform };
}

export const userContractIsComplete: SameKeys<keyof typeof userCallables, keyof UserResponses> = true;
