import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { IdentityFrame } from './IdentityFrame';
import { IDENTITY_FRAME_HEIGHT } from './identityLayout';
import { providerOrigin } from './identityMessages';
import { useIdentityInquiry } from './useIdentityInquiry';

function Waiting({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Stack role="status" sx={{ minHeight: IDENTITY_FRAME_HEIGHT, alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <CircularProgress color="secondary" aria-hidden />
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Stack>
  );
}

/**
 * The identity check for an unverified account: the provider's hosted check once the inquiry is ready, then
 * "Checking your result…" from its submission (or a stored `completed` status) until the server's verdict
 * arrives on the live user document, which the page shows instead.
 */
export function IdentityCheck({ awaitingResult }: { awaitingResult: boolean }) {
  const inquiry = useIdentityInquiry();
  const [submitted, setSubmitted] = useState(false);
  const origin = inquiry.status === 'ready' ? providerOrigin(inquiry.url) : null;

  let content: ReactNode;
  if (awaitingResult || submitted) {
    content = <Waiting label="Checking your result…">This usually takes a few seconds. This page updates by itself.</Waiting>;
  } else if (inquiry.status === 'loading') {
    content = <Waiting label="Loading the identity check…" />;
  } else if (inquiry.status === 'error' || !origin) {
    content = (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={inquiry.retry}>
              Try again
            </Button>
          }
        >
          {inquiry.status === 'error' ? inquiry.message : 'The identity check could not be loaded.'}
        </Alert>
      </Box>
    );
  } else {
    content = <IdentityFrame inquiryId={inquiry.inquiryId} url={inquiry.url} origin={origin} onSubmitted={() => setSubmitted(true)} />;
  }

  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', mx: { xs: -2, sm: 0 }, borderRadius: { xs: 0, sm: 2 }, borderLeftWidth: { xs: 0, sm: 1 }, borderRightWidth: { xs: 0, sm: 1 } }}
    >
      {content}
    </Paper>
  );
}
