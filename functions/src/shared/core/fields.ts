import * as yup from 'yup';
import { isDocumentId, MAX_CODE_LENGTH, MAX_EMAIL_LENGTH, MAX_ID_LENGTH } from './ids';
import { coreMessages } from './messages';

/**
 * Field rules shared by the forms and by the callables that receive the same data. Callables validate with
 * `strict: true`, so a number where a string belongs is refused instead of being coerced.
 */
export const fields = {
  email: () => yup.string().trim().max(MAX_EMAIL_LENGTH, coreMessages.invalidEmail).email(coreMessages.invalidEmail).required(coreMessages.emailRequired),
  id: () =>
    yup
      .string()
      .trim()
      .min(1)
      .max(MAX_ID_LENGTH)
      .test('document-id', '${path} is not a valid id', (value) => value === undefined || isDocumentId(value)),
  /** Client-generated id of a money-moving request: repeating it returns the first result. */
  requestId: () =>
    yup
      .string()
      .required('requestId is required')
      .matches(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, dashes or underscores'),
  sessionId: () => yup.string().trim().max(MAX_ID_LENGTH).nullable().optional(),
  clientId: () => yup.string().max(MAX_CODE_LENGTH).optional(),
};

/** An absolute http(s) URL (yup's url() refuses http://localhost and accepts other schemes). */
export function isHttpUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
/** Latest date a request may carry (the largest date JavaScript can represent), in ms. */
export const MAX_DATE_MS = 8.64e15;