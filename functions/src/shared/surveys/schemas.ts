import * as yup from 'yup';
import { surveyMessages } from './messages';

export const SURVEY_SCORE_MIN = 0;
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_COMMENT_MAX = 500;
/** The survey form and submitSurvey: a 0-10 recommendation score and an optional comment. */
export const surveySchema = yup
  .object({
    score: yup
      .number()
      .typeError(surveyMessages.surveyScoreRequired)
      .integer(surveyMessages.surveyScoreRequired)
      .min(SURVEY_SCORE_MIN, surveyMessages.surveyScoreRequired)
      .max(SURVEY_SCORE_MAX, surveyMessages.surveyScoreRequired)
      .required(surveyMessages.surveyScoreRequired),
    comment: yup.string().trim().max(SURVEY_COMMENT_MAX, surveyMessages.surveyCommentTooLong).optional(),
  })
  .noUnknown();