import { Dialog, DialogContent, DialogTitle, FormControlLabel, InputAdornment, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useId, useState } from 'react';
import { eventFormSchema } from '@shared/events/schemas';
import type { EventDoc } from '@shared/events/types';
import { textFieldProps } from '../../lib/formik';
import { DialogFooter } from '../../ui/DialogFooter';
import { EMPTY_EVENT_FORM, eventFormValues, eventRequest, formShape, nowLocalInput, type EventFormValues } from './eventForm';
import { EventLogoField } from './EventLogoField';
import { useEventAdmin, useEventLogoUpload } from './useEventActions';

export type SetupMode = { kind: 'create' } | { kind: 'edit'; event: EventDoc } | { kind: 'copy'; event: EventDoc };

const TITLES = { create: 'Add Event', edit: 'Edit Event', copy: 'Copy Event' } as const;

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } } as const;

/**
 * Event Setup (spec 02 sections 2 and 5): the same rules as createEvent and updateEvent, amounts in dollars. The
 * basis and its amount or time can change only while the event has not started.
 */
export function EventSetupDialog({ mode, onClose }: { mode: SetupMode; onClose: () => void }) {
  const { create, edit, sending } = useEventAdmin();
  const uploadLogo = useEventLogoUpload();
  const [logo, setLogo] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const titleId = useId();
  const basisLocked = mode.kind === 'edit' && mode.event.status !== 'submitted';
  const formik = useFormik<EventFormValues>({
    initialValues: mode.kind === 'create' ? EMPTY_EVENT_FORM : eventFormValues(mode.event),
    validate: (values) =>
      validateYupSchema(formShape(values), eventFormSchema('dollars')).then(
        () => ({}),
        (failure: unknown) => yupToFormErrors<EventFormValues>(failure),
      ),
    onSubmit: async (values) => {
      const event = eventRequest(values);
      const saved = mode.kind === 'edit' ? await edit(mode.event.id, event) : await create(event, mode.kind === 'copy' ? mode.event.id : undefined);
      if (!saved) return;
      if (logo) {
        setUploading(true);
        await uploadLogo(saved.eventId, logo);
        setUploading(false);
      }
      onClose();
    },
  });
  const basis = formik.values.baseType;
  return (
    <Dialog open onClose={sending || uploading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{TITLES[mode.kind]}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField {...textFieldProps(formik, 'title')} label="Title" required />
            <TextField {...textFieldProps(formik, 'description')} label="Description" multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField {...textFieldProps(formik, 'type')} select label="Event type" required fullWidth>
                <MenuItem value="kills">Kills</MenuItem>
                <MenuItem value="rank">Rank</MenuItem>
              </TextField>
              <TextField {...textFieldProps(formik, 'pricePerPlayer')} label="Price per player" required fullWidth slotProps={dollars} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField {...textFieldProps(formik, 'baseType')} select label="Event basis" required fullWidth disabled={basisLocked}>
                <MenuItem value="none">None (started by hand)</MenuItem>
                <MenuItem value="goal">Goal amount</MenuItem>
                <MenuItem value="time">Start time</MenuItem>
              </TextField>
              {basis === 'goal' && <TextField {...textFieldProps(formik, 'baseAmount')} label="Goal amount" required fullWidth disabled={basisLocked} slotProps={dollars} />}
              {basis === 'time' && (
                <TextField
                  {...textFieldProps(formik, 'baseStartTime')}
                  type="datetime-local"
                  label="Start time"
                  required
                  fullWidth
                  disabled={basisLocked}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: nowLocalInput() } }}
                />
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 3 } }}>
              <FormControlLabel control={<Switch name="manual" checked={formik.values.manual} onChange={formik.handleChange} />} label="Manual (winners selected by an admin)" />
              <FormControlLabel control={<Switch name="selfSignUp" checked={formik.values.selfSignUp} onChange={formik.handleChange} />} label="Self sign-up" />
            </Stack>
            <EventLogoField file={logo} onChange={setLogo} hasLogo={mode.kind === 'edit' && mode.event.logo !== null} />
          </Stack>
        </DialogContent>
        <DialogFooter busy={sending || uploading} label={mode.kind === 'edit' ? 'Save' : 'Add Event'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
