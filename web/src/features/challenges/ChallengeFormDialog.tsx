import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Tab, Tabs, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useState } from 'react';
import { CHALLENGE_PAYPAL_DESCRIPTION, STATIC_CHALLENGES, type StaticChallengeType } from '@shared/challenges/constants';
import { challengePaypalCustomId } from '@shared/challenges/firestorePaths';
import { customChallengeFormSchema, editChallengeFormSchema, staticChallengeFormSchema } from '@shared/challenges/schemas';
import type { ChallengeDoc } from '@shared/challenges/types';
import type { UserDoc } from '@shared/users/types';
import { textFieldProps } from '../../lib/formik';
import { DialogFooter } from '../../ui/DialogFooter';
import { PaypalButton } from '../../ui/paypal/PaypalButton';
import { useFeatureFlags } from '../remoteConfig';
import type { KillsWinOffer } from '../streamBets';
import { KillsWinTab } from './KillsWinTab';
import { PaypalStep } from './PaypalStep';
import { StakeFields } from './StakeFields';
import { paypalApplies, stakeOf } from './stake';
import { newPaypalAttempt, useChallengeActions, useSendChallenge, type NewChallenge } from './useChallengeActions';

type Kind = 'custom' | 'preset';
type DialogTab = Kind | 'killsWin';

interface AddValues {
  kind: Kind;
  staticType: StaticChallengeType;
  title: string;
  description: string;
  challengerName: string;
  basePrice: string;
  credits: number;
}

export interface AddChallengeDialogProps {
  streamId: string;
  uid: string;
  /** The streamer's name, for the Kills + Win form. */
  streamer: string;
  userDoc: UserDoc;
  presets: readonly StaticChallengeType[];
  initialPreset?: StaticChallengeType;
  /** Whether the stream offers Kills + Win to this viewer; its tab shows unless it is unavailable. */
  killsWin: KillsWinOffer;
  onClose: () => void;
}

/**
 * 'Add Challenge': a custom dare (title, description, amount and credits, paid from the balance or with PayPal),
 * one of the stream's presets ($5 to $100), or a Kills + Win Challenge where the stream offers it; the tabs show
 * only when more than one applies. The name is the user's username.
 */
export function AddChallengeDialog({ streamId, uid, streamer, userDoc, presets, initialPreset, killsWin, onClose }: AddChallengeDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { send, sending } = useSendChallenge(streamId);
  const paypalEnabled = useFeatureFlags().flags.paypal;
  const [paying, setPaying] = useState<{ requestId: string; challengeId: string; amountCents: number } | null>(null);
  const [killsWinOpen, setKillsWinOpen] = useState(false);
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
      if (await send(challengeOf(values))) onClose();
    },
  });
  const { values } = formik;
  const tab: DialogTab = killsWinOpen ? 'killsWin' : values.kind;
  const tabs: DialogTab[] = ['custom', ...(presets.length > 0 ? (['preset'] as const) : []), ...(killsWin.state === 'unavailable' || killsWin.state === 'loading' ? [] : (['killsWin'] as const))];
  const preset = STATIC_CHALLENGES.find((item) => item.staticType === values.staticType);
  const showPaypal = values.kind === 'custom' && paypalApplies(values, paypalEnabled);
  const busy = sending || paying !== null;

  const payWithPaypal = async () => {
    const errors = await formik.validateForm();
    void formik.setTouched({ title: true, basePrice: true, challengerName: true }, false);
    if (Object.keys(errors).length > 0) return;
    setPaying({ ...newPaypalAttempt(), amountCents: stakeOf(values).basePrice });
  };

  const selectTab = (next: DialogTab) => {
    setKillsWinOpen(next === 'killsWin');
    if (next !== 'killsWin') void formik.setFieldValue('kind', next);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="add-challenge-title" fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id="add-challenge-title">Add Challenge</DialogTitle>
      {tabs.length > 1 && !paying && (
        <Tabs value={tab} onChange={(_, next: DialogTab) => selectTab(next)} variant="fullWidth" sx={{ px: 3 }}>
          {tabs.map((item) => (
            <Tab key={item} value={item} label={TAB_LABELS[item]} disabled={sending} sx={{ whiteSpace: 'nowrap', minWidth: 0, px: 1 }} />
          ))}
        </Tabs>
      )}
      {tab === 'killsWin' ? (
        <>
          <DialogContent sx={{ pt: 2 }}>
            <KillsWinTab streamId={streamId} streamer={streamer} offer={killsWin} userDoc={userDoc} onAdded={onClose} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : paying ? (
        <DialogContent sx={{ pt: 2 }}>
          <PaypalStep
            summary={values.title.trim()}
            amountCents={paying.amountCents}
            purchase={{ customId: challengePaypalCustomId(uid, streamId, paying.challengeId), description: CHALLENGE_PAYPAL_DESCRIPTION }}
            onCaptured={async (orderId) => {
              const sent = await send({ ...challengeOf(values), basePrice: paying.amountCents, credits: 0 }, { orderId, ...paying });
              if (sent) onClose();
              return sent;
            }}
            onBack={() => setPaying(null)}
          />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogContent sx={{ pt: 2 }}>
            <Stack sx={{ gap: 2, pt: 1 }}>
              {values.kind === 'custom' ? (
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
              {showPaypal && <PaypalButton disabled={sending} onClick={() => void payWithPaypal()} />}
            </Stack>
          </DialogContent>
          <DialogFooter busy={sending} label="Pay with balance" busyLabel="Sending…" onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}

const TAB_LABELS: Record<DialogTab, string> = { custom: 'Custom', preset: 'Preset', killsWin: 'Kills + Win' };

/** The challenge a custom or preset form describes; a preset's title and description are the preset's. */
function challengeOf(values: AddValues): NewChallenge {
  const stake = { challengerName: values.challengerName, ...stakeOf(values) };
  if (values.kind === 'custom') return { ...stake, title: values.title.trim(), description: values.description.trim() };
  const chosen = STATIC_CHALLENGES.find((item) => item.staticType === values.staticType) ?? STATIC_CHALLENGES[0];
  return { ...stake, staticType: chosen.staticType, title: chosen.title, description: chosen.description };
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
        <DialogFooter busy={sending} label="Save" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
