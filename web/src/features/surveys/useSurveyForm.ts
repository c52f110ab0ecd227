import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useWrite } from '../../lib/useWrite';
import { surveySchema } from '@shared/surveys/schemas';
import { surveyMessages } from '@shared/surveys/messages';

export interface SurveyValues {
  score: number | null;
  comment: string;
}

const INITIAL_VALUES: SurveyValues = { score: null, comment: '' };

/**
 * The survey form, validated with the same schema as submitSurvey. A failed submit keeps the answers and shows
 * why; a refusal because the survey is no longer due (answered elsewhere, or a wrong clock here) ends it.
 */
export function useSurveyForm(onDone: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useWrite({
    callable: 'submitSurvey',
    request: ({ score, comment }: { score: number; comment: string }) => ({ score, ...(comment.trim() ? { comment } : {}) }),
    success: () => surveyMessages.surveyThanks,
    onSuccess: onDone,
    // No longer due: said in a toast, and the survey ends. Any other failure shows in the form instead.
    failure: (refusal) => (refusal?.code === 'failed-precondition' ? { message: refusal.message, options: { variant: 'info' } } : null),
    onFailure: (refusal, error) => (refusal?.code === 'failed-precondition' ? onDone() : setFailure(errorMessage(error))),
  });

  const formik = useFormik<SurveyValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: surveySchema,
    onSubmit: async ({ score, comment }) => {
      // The schema has already refused a missing score; this narrows the type.
      if (score === null) return;
      setFailure(null);
      await submit.send({ score, comment });
    },
  });

  return { formik, failure };
}
