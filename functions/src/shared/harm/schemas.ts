import * as yup from 'yup';
import { fields } from '../core/fields';
import { summaryRangeRequest } from '../admin/schemas';
import { supportFields } from '../support/schemas';
import { CONTEST_MAX_LENGTH, CONTEST_MIN_LENGTH, harmMessages } from './messages';
import { HARM_DECISIONS } from './types';

/** The customer's words on why an automated decision should be looked at again: 10 to 1,000 characters. */
export const contestText = () =>
  yup
    .string()
    .typeError(harmMessages.contestTooShort)
    .required(harmMessages.contestTooShort)
    .trim(harmMessages.contestTooShort)
    .min(CONTEST_MIN_LENGTH, harmMessages.contestTooShort)
    .max(CONTEST_MAX_LENGTH, harmMessages.contestTooLong);

export const contestFormSchema = yup.object({ text: contestText() });
export const contestHarmDecisionRequest = yup.object({ text: contestText() }).noUnknown();

export const reviewFormSchema = yup.object({ decision: yup.string().oneOf(HARM_DECISIONS).required(), reason: supportFields.reason() });
/** Staff decide a case with a written reason; the request id makes a repeat return the first result. */
export const reviewHarmCaseRequest = yup
  .object({
    userId: fields.id().required(),
    decision: yup.string().oneOf(HARM_DECISIONS).required(),
    reason: supportFields.reason(),
    requestId: fields.requestId(),
  })
  .noUnknown();

export const listHarmCasesRequest = yup.object({}).noUnknown();
/** The evaluation's range of UTC days (the Summary's rules: end on or after start, at most a year). */
export const getHarmEvaluationRequest = summaryRangeRequest;
