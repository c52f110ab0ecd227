import { useFormik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/errors';
import { serverSaid, useWrite } from '../../lib/useWrite';
import { useCurrentUser } from '../auth';
import { accountSchema, type AccountValues } from '@shared/users/schemas';
import { userMessages } from '@shared/users/messages';

type AccountSubmit = { values: AccountValues; helpers: FormikHelpers<AccountValues> };

/** The Account Details form: email is shown, the username is saved through the addUsername callable. */
export function useAccountForm() {
  const { user, userDoc } = useCurrentUser();
  const email = userDoc?.email ?? user?.email ?? '';
  const username = userDoc?.username ?? '';
  const initialValues = useMemo<AccountValues>(() => ({ email, username }), [email, username]);
  const saveUsername = useWrite({
    callable: 'addUsername',
    request: ({ values }: AccountSubmit) => ({ username: values.username }),
    success: () => userMessages.accountUpdated,
    onSuccess: (saved, { values, helpers }) => helpers.resetForm({ values: { ...values, username: saved.username } }),
    // The reason shows under the field too.
    failure: serverSaid,
    onFailure: (_refusal, error, { helpers }) => helpers.setFieldError('username', errorMessage(error)),
  });

  const formik = useFormik<AccountValues>({
    initialValues,
    // The live account document is the source of truth; a saved username flows back in through it.
    enableReinitialize: true,
    validationSchema: accountSchema,
    onSubmit: async (values, helpers) => {
      await saveUsername.send({ values, helpers });
    },
  });

  const changed = formik.values.username.trim() !== initialValues.username;
  const canSave = changed && formik.isValid && !formik.isSubmitting && Boolean(userDoc);
  return { formik, canSave };
}
