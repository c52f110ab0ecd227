import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { accountSchema, type AccountValues } from '@shared/users/schemas';
import { userMessages } from '@shared/users/messages';

/** The Account Details form: email is shown, the username is saved through the addUsername callable. */
export function useAccountForm() {
  const { user, userDoc } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const email = userDoc?.email ?? user?.email ?? '';
  const username = userDoc?.username ?? '';
  const initialValues = useMemo<AccountValues>(() => ({ email, username }), [email, username]);

  const formik = useFormik<AccountValues>({
    initialValues,
    // The live account document is the source of truth; a saved username flows back in through it.
    enableReinitialize: true,
    validationSchema: accountSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await callFunction('addUsername', { username: values.username });
        helpers.resetForm({ values: { ...values, username: saved.username } });
        enqueueSnackbar(userMessages.accountUpdated, { variant: 'success' });
      } catch (error) {
        const message = errorMessage(error);
        helpers.setFieldError('username', message);
        enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });

  const changed = formik.values.username.trim() !== initialValues.username;
  const canSave = changed && formik.isValid && !formik.isSubmitting && Boolean(userDoc);
  return { formik, canSave };
}
