import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { streamFormDefaults, streamFormSchema } from '@shared/streams/schemas';
import { streamMessages } from '@shared/streams/messages';
import type { StreamDoc, StreamFormValues } from '@shared/streams/types';

function formValues(stream: StreamDoc | undefined): StreamFormValues {
  if (!stream) return streamFormDefaults();
  const { type, channel, primaryColor, secondaryColor, chatBotText } = stream;
  return { type, channel, primaryColor, secondaryColor, chatBotText: chatBotText ?? '' };
}

/** The Stream Setup form, saved through saveStreamSettings; the live stream document flows back in. */
export function useStreamForm(stream: StreamDoc | undefined) {
  const { enqueueSnackbar } = useSnackbar();
  const initialValues = useMemo(() => formValues(stream), [stream]);

  const formik = useFormik<StreamFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: streamFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await callFunction('saveStreamSettings', { ...values, chatBotText: values.chatBotText.trim() });
        helpers.resetForm({ values: saved.settings });
        enqueueSnackbar(streamMessages.settingsUpdated, { variant: 'success' });
        if (saved.twitchChannelFound === false) {
          enqueueSnackbar('This channel was not found on Twitch yet: its live status shows once it is.', { variant: 'info' });
        }
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      }
    },
  });

  const canSave = formik.dirty && formik.isValid && !formik.isSubmitting;
  return { formik, canSave };
}
