import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a Settings tab: the heading on the left on wide screens, above the fields on phones. */
export function SettingsSection({ id, title, description, children }: { id?: string; title: string; description: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Stack sx={{ gap: 2.5, minWidth: 0 }}>{children}</Stack>
    </Box>
  );
}
