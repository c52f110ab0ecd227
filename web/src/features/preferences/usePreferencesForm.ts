import { FirebaseError } from 'firebase/app';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo } from 'react';
import { preferencesOf, type Preferences } from '@shared/preferences/preferences';
import { withinMaxima, type LimitMaxima } from '@shared/preferences/limitMaxima';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { toFormValues, toRequest, validatorFor, type PreferencesFormValues } from './preferencesForm';
import { preferenceMessages } from '@shared/preferences/messages';
import { storedSessionId } from '../../lib/storedSession';

/**
 * The Manage My Gambling form: the stored preferences (merged over the defaults, limits within the maxima
 * config/app sets, read live), saved through the server. `gambling`: every gambling group is shown and sent (else only pause and exclusion).
 */
export function usePreferencesForm(gambling: boolean, now: number, maxima: LimitMaxima) {
  const { user, userDoc } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const storedKey = JSON.stringify(userDoc?.preferences ?? null);
  const maximaKey = JSON.stringify(maxima);
  // Keyed on the stored value only, so other changes to the account document do not reset what is being edited.
  // A limit stored above a lowered maximum counts as that maximum, as it does on the server.
  const preferences: Preferences = useMemo(
    () => withinMaxima(preferencesOf(JSON.parse(storedKey)), JSON.parse(maximaKey) as LimitMaxima),
    [storedKey, maximaKey],
  );
  const validate = useMemo(() => validatorFor(JSON.parse(maximaKey) as LimitMaxima), [maximaKey]);
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
  const { validateForm } = formik;
  // Maxima changed in config/app apply to what is being typed at once.
  useEffect(() => {
    void validateForm();
  }, [validate, validateForm]);
  return { formik, preferences, loading: !userDoc };
}
