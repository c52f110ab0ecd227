import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of the preferences page: heading and description beside (or above, on phones) its fields. */
export function PreferencesSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ display: 'grid', gap: { xs: 1.5, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}
    >
      <Box>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      <Stack sx={{ gap: 2, minWidth: 0 }}>{children}</Stack>
    </Box>
  );
}
