import * as yup from 'yup';
import {
  MAX_CODE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_URL_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERNAME_RESERVED_PATTERN,
} from './constants';
import { MESSAGES } from './messages';
import { isDocumentId } from './paths';
import { ASSIGNABLE_ROLES } from './roles';

/** An absolute http(s) URL (yup's url() refuses http://localhost and accepts other schemes). */
function isHttpUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Field rules shared by the forms and by the callables that receive the same data. Callables validate with
 * `strict: true`, so a number where a string belongs is refused instead of being coerced.
 */
export const fields = {
  email: () => yup.string().trim().max(MAX_EMAIL_LENGTH, MESSAGES.invalidEmail).email(MESSAGES.invalidEmail).required(MESSAGES.emailRequired),
  loginPassword: () => yup.string().max(MAX_CODE_LENGTH).required(MESSAGES.passwordRequired),
  newPassword: () =>
    yup
      .string()
      .max(MAX_CODE_LENGTH)
      .required(MESSAGES.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRule)
      .matches(/\d/, MESSAGES.passwordRule)
      .matches(/[A-Z]/, MESSAGES.passwordRule)
      .matches(/[a-z]/, MESSAGES.passwordRule),
  username: () =>
    yup
      .string()
      .trim()
      .required(MESSAGES.usernameRequired)
      .min(USERNAME_MIN_LENGTH, MESSAGES.usernameRule)
      .max(USERNAME_MAX_LENGTH, MESSAGES.usernameRule)
      .matches(USERNAME_PATTERN, MESSAGES.usernameRule)
      .test('not-reserved', MESSAGES.usernameRule, (value) => !value || !USERNAME_RESERVED_PATTERN.test(value)),
  /** At signup the username has no format rule (the server derives a valid one); only a sane length bound. */
  signupUsername: () => yup.string().trim().max(USERNAME_MAX_LENGTH * 2, MESSAGES.usernameRule),
  id: () =>
    yup
      .string()
      .trim()
      .min(1)
      .max(MAX_ID_LENGTH)
      .test('document-id', '${path} is not a valid id', (value) => value === undefined || isDocumentId(value)),
  referralId: () => yup.string().trim().max(MAX_ID_LENGTH).optional(),
};

const usernameRule = fields.username();

/** Whether `name`, exactly as given, meets the username rule (the same rule the forms apply). */
export function isValidUsername(name: string): boolean {
  return usernameRule.isValidSync(name, { strict: true });
}

// ---- Forms -------------------------------------------------------------------------------------------------

export const loginSchema = yup.object({
  email: fields.email(),
  password: fields.loginPassword(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const signupSchema = yup.object({
  email: fields.email(),
  username: fields.signupUsername(),
  password: fields.newPassword(),
  passwordConfirm: yup
    .string()
    .required(MESSAGES.passwordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordMismatch),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const forgotPasswordSchema = yup.object({
  email: fields.email(),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: fields.newPassword(),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const accountSchema = yup.object({
  email: fields.email(),
  username: fields.username(),
});
export type AccountValues = yup.InferType<typeof accountSchema>;

// ---- Callable requests -------------------------------------------------------------------------------------

export const validateUsernameRequest = yup
  .object({ username: fields.signupUsername().required(MESSAGES.usernameRequired) })
  .noUnknown();

export const createUserRequest = yup
  .object({
    id: fields.id().required(),
    username: fields.signupUsername(),
    /** Informational: the server stores the Auth record's email, never this one. */
    email: fields.email().optional(),
    referralID: fields.referralId(),
  })
  .noUnknown();

export const signupWithTwitchRequest = yup
  .object({
    code: yup
      .string()
      .trim(MESSAGES.invalidAuthenticationCode)
      .max(MAX_CODE_LENGTH)
      .required(MESSAGES.invalidAuthenticationCode),
    redirectUri: yup
      .string()
      .trim()
      .max(MAX_URL_LENGTH)
      .required()
      .test('http-url', '${path} must be a valid URL', isHttpUrl),
    referralID: fields.referralId(),
  })
  .noUnknown();

/** The Settings account form's username rule, applied by the callable that changes one's own username. */
export const addUsernameRequest = yup.object({ username: fields.username() }).noUnknown();

export const updateUserRequest = yup
  .object({
    userId: fields.id().required(),
    roles: yup.array(yup.string().oneOf(ASSIGNABLE_ROLES).required()).max(ASSIGNABLE_ROLES.length).optional(),
    username: fields.username().optional().default(undefined),
  })
  .noUnknown();
