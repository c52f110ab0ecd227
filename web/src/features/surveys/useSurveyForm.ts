import { FirebaseError } from 'firebase/app';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
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
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<SurveyValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: surveySchema,
    onSubmit: async ({ score, comment }) => {
      // The schema has already refused a missing score; this narrows the type.
      if (score === null) return;
      setFailure(null);
      try {
        await callFunction('submitSurvey', { score, ...(comment.trim() ? { comment } : {}) });
        enqueueSnackbar(surveyMessages.surveyThanks, { variant: 'success' });
        onDone();
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'functions/failed-precondition') {
          enqueueSnackbar(errorMessage(error), { variant: 'info' });
          onDone();
          return;
        }
        setFailure(errorMessage(error));
      }
    },
  });

  return { formik, failure };
}
