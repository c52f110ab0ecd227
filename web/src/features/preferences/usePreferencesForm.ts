import { FirebaseError } from 'firebase/app';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { preferencesOf, type Preferences } from '@shared/preferences/preferences';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { storedSessionId } from '../sessions';
import { forValidation, toFormValues, toRequest, type PreferencesFormValues } from './preferencesForm';
import { preferencesFormSchema } from '@shared/preferences/schemas';
import { preferenceMessages } from '@shared/preferences/messages';

async function validate(values: PreferencesFormValues): Promise<FormikErrors<PreferencesFormValues>> {
  try {
    await validateYupSchema(forValidation(values), preferencesFormSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** The Manage My Gambling form: the stored preferences (merged over the defaults), saved through the server. */
export function usePreferencesForm(gambling: boolean, now: number) {
  const { user, userDoc } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const storedKey = JSON.stringify(userDoc?.preferences ?? null);
  // Keyed on the stored value only, so other changes to the account document do not reset what is being edited.
  const preferences: Preferences = useMemo(() => preferencesOf(JSON.parse(storedKey)), [storedKey]);
  // Formik compares these deeply: a new `now` only resets the form when a pause ends or an increase is due.
  const initialValues = useMemo(() => toFormValues(preferences, now), [preferences, now]);

  const formik = useFormik<PreferencesFormValues>({
    initialValues,
    enableReinitialize: true,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        const sessionId = storedSessionId(user?.uid);
        const saved = await callFunction('saveUserPreferences', { preferences: toRequest(values, gambling), sessionId });
        helpers.resetForm({ values: toFormValues(saved.preferences, Date.now()) });
        enqueueSnackbar(preferenceMessages.preferencesSaved, { variant: 'success' });
      } catch (error) {
        const internal = error instanceof FirebaseError && error.code === 'functions/internal';
        enqueueSnackbar(internal ? preferenceMessages.preferencesFailed : errorMessage(error, preferenceMessages.preferencesFailed), { variant: 'error' });
      }
    },
  });
  return { formik, preferences, loading: !userDoc };
}
