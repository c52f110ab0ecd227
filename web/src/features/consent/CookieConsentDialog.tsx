import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { CONSENT_TITLE, ConsentButtons, ConsentLinks, ConsentSummary } from './ConsentParts';
import { useConsentChoice } from './useConsentChoice';

/** The consent card as a modal: the app waits for an answer (Escape and the backdrop do not dismiss it). */
export function CookieConsentDialog() {
  const { choose, saving } = useConsentChoice();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      sx={{ '& .MuiDialog-paper': { m: 2, width: { xs: 'calc(100% - 32px)', sm: '100%' }, borderRadius: 4 } }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pb: 1 }}>
        <CookieOutlinedIcon sx={{ color: 'secondary.main' }} aria-hidden />
        {CONSENT_TITLE}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <ConsentSummary id={textId} />
          <ConsentLinks />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, pt: 1 }}>
        <ConsentButtons onChoose={(consent) => void choose(consent)} disabled={saving} />
      </DialogActions>
    </Dialog>
  );
}
