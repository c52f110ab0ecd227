import type { CallableSchemas, SameKeys } from '../core/callables';
import { surveySchema } from './schemas';

export const surveyCallables = {
  submitSurvey: surveySchema,
} satisfies CallableSchemas;

export interface SurveyResponses {
  /** When the survey was stored (ms since epoch). */
  submitSurvey: { lastSurvey: number };
}

export const surveyContractIsComplete: SameKeys<keyof typeof surveyCallables, keyof SurveyResponses> = true;
