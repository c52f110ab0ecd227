import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { Button, CircularProgress, Stack, type SxProps, type Theme } from '@mui/material';

interface FormActionsProps {
  dirty: boolean;
  submitting: boolean;
  /** Whether Save may be pressed (it is never pressable while submitting). */
  canSave: boolean;
  onCancel: () => void;
  label: string;
  saveSx?: SxProps<Theme>;
}

/** A form's Cancel (only once something changed) and Save buttons, with the saving state. */
export function FormActions({ dirty, submitting, canSave, onCancel, label, saveSx }: FormActionsProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
      {dirty && (
        <Button onClick={onCancel} disabled={submitting} color="inherit">
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSave || submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : <SaveRoundedIcon />}
        sx={saveSx}
      >
        {submitting ? 'Saving…' : label}
      </Button>
    </Stack>
  );
}

/** The Settings tabs' Cancel and SAVE for their formik form. */
export function SettingsFormActions({ formik, canSave }: { formik: { dirty: boolean; isSubmitting: boolean; resetForm: () => void }; canSave: boolean }) {
  return (
    <FormActions
      dirty={formik.dirty}
      submitting={formik.isSubmitting}
      canSave={canSave}
      onCancel={() => formik.resetForm()}
      label="SAVE"
      saveSx={{ minWidth: 140 }}
    />
  );
}
