import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { reviewFormSchema } from '@shared/harm/schemas';
import type { HarmCaseSummary, HarmDecision } from '@shared/harm/types';
import { DECISION_COPY } from './harmDecisions';
import { newRequestId } from '../../lib/requestId';
import { DialogFooter } from '../../ui/DialogFooter';
import { ReasonField } from '../../ui/ReasonField';
import { useReviewHarmCase } from './useHarmCases';


/** Staff decide a case with a written reason; the request id is fixed for the dialog, so a retry decides once. */
export function HarmReviewDialog({ item, decision, onClose }: { item: HarmCaseSummary; decision: HarmDecision; onClose: () => void }) {
  const [requestId] = useState(newRequestId);
  const { review, running } = useReviewHarmCase();
  const titleId = useId();
  const textId = useId();
  const formik = useFormik({
    initialValues: { decision, reason: '' },
    validationSchema: reviewFormSchema,
    onSubmit: async ({ reason }) => {
      if (await review({ userId: item.uid, decision, reason, requestId })) onClose();
    },
  });
  const copy = DECISION_COPY[decision];
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={textId} data-testid="harm-review-dialog">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          {copy.title} for {item.username || item.email}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2.5 }}>
            {copy.text}
          </DialogContentText>
          <ReasonField formik={formik} disabled={running} />
        </DialogContent>
        <DialogFooter busy={running} label={copy.button} busyLabel="Saving…" spinner color={decision === 'lift' ? 'primary' : 'warning'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
