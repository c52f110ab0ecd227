import { Alert, AlertTitle, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';

/** A highlighted statement inside a page; a note, not a live alert, so screen readers read it in order. */
export function Notice({ severity = 'info', title, children }: { severity?: AlertColor; title?: string; children: ReactNode }) {
  return (
    <Alert severity={severity} variant="outlined" role="note" sx={{ my: 2.5, '& .MuiAlert-message': { lineHeight: 1.6 } }}>
      {title && <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
