import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { STATIC_CHALLENGES, type StaticChallengeType } from '@shared/challenges/constants';
import { customChallengeFormSchema, editChallengeFormSchema, staticChallengeFormSchema } from '@shared/challenges/schemas';
import type { ChallengeDoc } from '@shared/challenges/types';
import type { UserDoc } from '@shared/users/types';
import { textFieldProps } from '../../lib/formik';
import { StakeFields } from './StakeFields';
import { stakeOf } from './stake';
import { useChallengeActions, useSendChallenge } from './useChallengeActions';

type Kind = 'custom' | 'preset';

interface AddValues {
  kind: Kind;
  staticType: StaticChallengeType;
  title: string;
  description: string;
  challengerName: string;
  basePrice: string;
  credits: number;
}

/**
 * 'Add Challenge': a custom dare (title, description, amount and credits) or one of the stream's presets ($5 to
 * $100), paid from the balance and credits, sent with the user's username as the name.
 */
export function AddChallengeDialog({ streamId, userDoc, presets, initialPreset, onClose }: { streamId: string; userDoc: UserDoc; presets: readonly StaticChallengeType[]; initialPreset?: StaticChallengeType; onClose: () => void }) {
  const { send, sending } = useSendChallenge(streamId);
  const formik = useFormik<AddValues>({
    initialValues: {
      kind: initialPreset ? 'preset' : 'custom',
      staticType: initialPreset ?? presets[0] ?? STATIC_CHALLENGES[0].staticType,
      title: '',
      description: '',
      challengerName: userDoc.username,
      basePrice: '',
      credits: 0,
    },
    validate: (values) =>
      validateYupSchema(values, values.kind === 'custom' ? customChallengeFormSchema('dollars') : staticChallengeFormSchema('dollars')).then(
        () => ({}),
        (failure: unknown) => yupToFormErrors<AddValues>(failure),
      ),
    onSubmit: async (values) => {
      const stake = { challengerName: values.challengerName, ...stakeOf(values) };
      const chosen = STATIC_CHALLENGES.find((item) => item.staticType === values.staticType) ?? STATIC_CHALLENGES[0];
      const sent =
        values.kind === 'custom'
          ? await send({ ...stake, title: values.title.trim(), description: values.description.trim() })
          : await send({ ...stake, staticType: chosen.staticType, title: chosen.title, description: chosen.description });
      if (sent) onClose();
    },
  });
  const preset = STATIC_CHALLENGES.find((item) => item.staticType === formik.values.staticType);
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="add-challenge-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="add-challenge-title">Add Challenge</DialogTitle>
        <DialogContent>
          {presets.length > 0 && (
            <Tabs value={formik.values.kind} onChange={(_, kind: Kind) => void formik.setFieldValue('kind', kind)} sx={{ mb: 2 }}>
              <Tab value="custom" label="Custom" />
              <Tab value="preset" label="Preset" />
            </Tabs>
          )}
          <Stack sx={{ gap: 2, pt: 1 }}>
            {formik.values.kind === 'custom' ? (
              <>
                <TextField {...textFieldProps(formik, 'title')} label="Title" required />
                <TextField {...textFieldProps(formik, 'description')} label="Description" multiline minRows={3} />
              </>
            ) : (
              <>
                <TextField {...textFieldProps(formik, 'staticType')} select label="Challenge">
                  {STATIC_CHALLENGES.filter((item) => presets.includes(item.staticType)).map((item) => (
                    <MenuItem key={item.staticType} value={item.staticType}>
                      {item.title}
                    </MenuItem>
                  ))}
                </TextField>
                <Typography variant="body2" color="text.secondary">
                  {preset?.description} $5 to $100.
                </Typography>
              </>
            )}
            <TextField {...textFieldProps(formik, 'challengerName')} label="Name" disabled helperText="Your username is shown with the challenge" />
            <StakeFields formik={formik} balance={userDoc.account.balance} availableCredits={userDoc.account.credits} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Sending…' : 'Pay with balance'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'Edit Challenge': the creator changes the title and description only, while it is new or accepted. */
export function EditChallengeDialog({ challenge, onClose }: { challenge: ChallengeDoc; onClose: () => void }) {
  const { edit, sending } = useChallengeActions(challenge.streamId, challenge.id);
  const formik = useFormik({
    initialValues: { title: challenge.title, description: challenge.description },
    validationSchema: editChallengeFormSchema,
    onSubmit: async (values) => {
      if (await edit(values.title.trim(), values.description.trim())) onClose();
    },
  });
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="edit-challenge-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="edit-challenge-title">Edit Challenge</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField {...textFieldProps(formik, 'title')} label="Title" required />
            <TextField {...textFieldProps(formik, 'description')} label="Description" multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
