import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A streamer page panel: an outlined section with its heading. */
export function PanelFrame({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Stack sx={{ gap: 1.5 }}>{children}</Stack>
    </Paper>
  );
}
