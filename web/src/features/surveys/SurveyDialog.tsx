import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { shownError } from '../../lib/formik';
import { ScoreScale } from './ScoreScale';
import { useSurveyForm } from './useSurveyForm';
import { PRODUCT_NAME } from '@shared/core/product';
import { SURVEY_COMMENT_MAX } from '@shared/surveys/schemas';

const QUESTION = `How likely are you to recommend ${PRODUCT_NAME} to a friend?`;

interface SurveyDialogProps {
  open: boolean;
  /** Called once the answer is stored (or the server says the survey is no longer due). */
  onDone: () => void;
}

/**
 * The periodic survey. It is required: there is no close button and no onClose, so Escape or a click outside
 * does nothing.
 */
export function SurveyDialog({ open, onDone }: SurveyDialogProps) {
  const { formik, failure } = useSurveyForm(onDone);
  const scoreError = shownError(formik, 'score');
  const commentError = shownError(formik, 'comment');
  const length = formik.values.comment.length;

  return (
    <Dialog
      open={open}
      aria-labelledby="survey-title"
      aria-describedby="survey-description"
      maxWidth="sm"
      fullWidth
      sx={{ '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } }}
    >
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Survey">
        <DialogTitle id="survey-title">Help us improve {PRODUCT_NAME}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <DialogContentText id="survey-description">
            Two quick questions, asked every couple of months. Your answers help us decide what to build next.
          </DialogContentText>
          <ScoreScale
            name="score"
            legend={QUESTION}
            value={formik.values.score}
            onChange={(score) => void formik.setFieldValue('score', score)}
            onBlur={() => void formik.setFieldTouched('score', true, false)}
            error={scoreError}
            disabled={formik.isSubmitting}
          />
          <TextField
            id="comment"
            name="comment"
            label="What could we do better?"
            multiline
            minRows={3}
            maxRows={8}
            value={formik.values.comment}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={formik.isSubmitting}
            error={Boolean(commentError)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{commentError ?? 'Optional'}</span>
                <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                  {length}/{SURVEY_COMMENT_MAX}
                </Box>
              </Box>
            }
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ minWidth: 120 }}>
            {formik.isSubmitting ? 'Submitting…' : 'Submit'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
