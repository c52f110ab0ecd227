import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { SUPPORT_EMAIL } from '@shared/core/product';
import { coreMessages } from '@shared/core/messages';
import { usePageTitle } from '../../ui/usePageTitle';

interface FatalErrorScreenProps {
  /** What went wrong, as far as it is known. */
  message?: string;
}

/**
 * The last-resort screen for an error nothing else handled, shown by the top-level error boundary, outside the
 * router: it uses plain links and a full page reload.
 */
export function FatalErrorScreen({ message }: FatalErrorScreenProps) {
  usePageTitle('Error');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        variant="outlined"
        role="alert"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 2 }}
      >
        <Stack sx={{ alignItems: 'center', gap: 2 }}>
          <Box component="img" src="/logo.svg" alt="Clutchpot" sx={{ width: 56, height: 56 }} />
          <ErrorOutlineRoundedIcon color="error" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h4" component="h1">
            {coreMessages.fatalError}
          </Typography>
          {message && (
            <Typography
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: '0.85rem',
                color: 'text.secondary',
                bgcolor: 'action.hover',
                borderRadius: 1,
                px: 2,
                py: 1.5,
                width: '100%',
                wordBreak: 'break-word',
              }}
            >
              {message}
            </Typography>
          )}
          <Typography color="text.secondary">
            Please reload the page. If the problem continues, contact our support team at{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary">
              {SUPPORT_EMAIL}
            </Link>
            .
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1, width: { xs: '100%', sm: 'auto' } }}>
            <Button variant="contained" size="large" onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Button variant="outlined" color="inherit" size="large" href="/">
              Go to Home
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
