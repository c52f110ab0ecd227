import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame around a checkout step: a heading line, the provider's content, a busy overlay and Cancel. */
export function CheckoutFrame(props: {
  heading: string;
  busyLabel: string | null;
  onCancel: (() => void) | null;
  children: ReactNode;
}) {
  const { heading, busyLabel, onCancel, children } = props;
  return (
    <Stack sx={{ gap: 1.5 }} aria-busy={busyLabel ? 'true' : 'false'}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {heading}
      </Typography>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {children}
        {busyLabel && (
          <Stack
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(13, 7, 24, 0.82)',
              textAlign: 'center',
              px: 2,
            }}
          >
            <CircularProgress size={36} />
            <Typography sx={{ fontWeight: 600 }}>{busyLabel}</Typography>
          </Stack>
        )}
      </Box>
      {onCancel && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onCancel}>
            Cancel payment
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
