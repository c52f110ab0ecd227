import type { ReactNode } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';

type Tone = 'loading' | 'success' | 'error' | 'info';

const ICONS: Record<Exclude<Tone, 'loading'>, ReactNode> = {
  success: <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />,
  error: <ErrorOutline color="error" sx={{ fontSize: 56 }} />,
  info: <MarkEmailUnread color="secondary" sx={{ fontSize: 56 }} />,
};

/** The outcome screens of the email-link and callback pages: icon, title, text and actions. */
export function StatusPanel({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role={tone === 'error' ? 'alert' : 'status'}>
      <Box aria-hidden>{tone === 'loading' ? <CircularProgress size={48} /> : ICONS[tone]}</Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children && <Box sx={{ color: 'text.secondary' }}>{children}</Box>}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
