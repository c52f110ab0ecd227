import * as yup from 'yup';
import { ASSIGNABLE_ROLES } from '../core/roles';
import { AGREEMENT_TYPES, COD_GAMER_TAG_PATTERN, COD_PLATFORMS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN, USERNAME_RESERVED_PATTERN } from './constants';
import { MAX_ID_LENGTH } from '../core/ids';
import { userMessages } from './messages';
import { fields, MAX_DATE_MS } from '../core/fields';
import { supportFields } from '../support/schemas';

export const userFields = {
  username: () =>
    yup
      .string()
      .trim()
      .required(userMessages.usernameRequired)
      .min(USERNAME_MIN_LENGTH, userMessages.usernameRule)
      .max(USERNAME_MAX_LENGTH, userMessages.usernameRule)
      .matches(USERNAME_PATTERN, userMessages.usernameRule)
      .test('not-reserved', userMessages.usernameRule, (value) => !value || !USERNAME_RESERVED_PATTERN.test(value)),
  /** At signup the username has no format rule (the server derives a valid one); only a sane length bound. */
  signupUsername: () => yup.string().trim().max(USERNAME_MAX_LENGTH * 2, userMessages.usernameRule),
  referralId: () => yup.string().trim().max(MAX_ID_LENGTH).optional(),
};

/** Whether `name`, exactly as given, meets the username rule (the same rule the forms apply). */
export function isValidUsername(name: string): boolean {
  return usernameRule.isValidSync(name, { strict: true });
}
export const accountSchema = yup.object({
  email: fields.email(),
  username: userFields.username(),
});
export type AccountValues = yup.InferType<typeof accountSchema>;
// ---- Callable requests -------------------------------------------------------------------------------------

export const validateUsernameRequest = yup
  .object({ username: userFields.signupUsername().required(userMessages.usernameRequired) })
  .noUnknown();
export const createUserRequest = yup
  .object({
    id: fields.id().required(),
    username: userFields.signupUsername(),
    /** Informational: the server stores the Auth record's email, never this one. */
    email: fields.email().optional(),
    referralID: userFields.referralId(),
  })
  .noUnknown();
/** The Settings account form's username rule, applied by the callable that changes one's own username. */
export const addUsernameRequest = yup.object({ username: userFields.username() }).noUnknown();
export const updateUserRequest = yup
  .object({
    userId: fields.id().required(),
    roles: yup.array(yup.string().oneOf(ASSIGNABLE_ROLES).required()).max(ASSIGNABLE_ROLES.length).optional(),
    username: userFields.username().optional().default(undefined),
    /** Audited like the support desk's actions: a written reason and the Super Admin's request id. */
    reason: supportFields.reason(),
    requestId: fields.requestId(),
  })
  .noUnknown();
/** checkCodGamerTag: a Call of Duty gamer tag and its platform (an Activision ID unless said otherwise). */
export const checkCodGamerTagRequest = yup
  .object({
    gamerTag: yup.string().required(userMessages.codGamerTagRequired).matches(COD_GAMER_TAG_PATTERN, userMessages.codGamerTagInvalid),
    platform: yup.string().oneOf(COD_PLATFORMS, userMessages.codPlatformInvalid).optional(),
  })
  .noUnknown();

export const saveUserAgreementRequest = yup
  .object({
    type: yup.string().oneOf(AGREEMENT_TYPES).required(),
    agreed: yup.boolean().required(),
    /** Informational: the server stamps its own time. */
    updatedAt: yup.number().integer().min(0).max(MAX_DATE_MS).optional(),
  })
  .noUnknown();
const usernameRule = userFields.username();