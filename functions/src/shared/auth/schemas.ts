import * as yup from 'yup';
import { MAX_CODE_LENGTH, MAX_URL_LENGTH } from '../core/ids';
import { PASSWORD_MIN_LENGTH } from './constants';
import { authMessages } from './messages';
import { fields, isHttpUrl } from '../core/fields';
import { userFields } from '../users/schemas';

export const authFields = {
  loginPassword: () => yup.string().max(MAX_CODE_LENGTH).required(authMessages.passwordRequired),
  newPassword: () =>
    yup
      .string()
      .max(MAX_CODE_LENGTH)
      .required(authMessages.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, authMessages.passwordRule)
      .matches(/\d/, authMessages.passwordRule)
      .matches(/[A-Z]/, authMessages.passwordRule)
      .matches(/[a-z]/, authMessages.passwordRule),
};

// ---- Forms -------------------------------------------------------------------------------------------------

export const loginSchema = yup.object({
  email: fields.email(),
  password: authFields.loginPassword(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;
export const signupSchema = yup.object({
  email: fields.email(),
  username: userFields.signupUsername(),
  password: authFields.newPassword(),
  passwordConfirm: yup
    .string()
    .required(authMessages.passwordRequired)
    .oneOf([yup.ref('password')], authMessages.passwordMismatch),
});
export type SignupValues = yup.InferType<typeof signupSchema>;
export const forgotPasswordSchema = yup.object({
  email: fields.email(),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
export const resetPasswordSchema = yup.object({
  password: authFields.newPassword(),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
export const signupWithTwitchRequest = yup
  .object({
    code: yup
      .string()
      .trim(authMessages.invalidAuthenticationCode)
      .max(MAX_CODE_LENGTH)
      .required(authMessages.invalidAuthenticationCode),
    redirectUri: yup
      .string()
      .trim()
      .max(MAX_URL_LENGTH)
      .required()
      .test('http-url', '${path} must be a valid URL', isHttpUrl),
    referralID: userFields.referralId(),
  })
  .noUnknown();