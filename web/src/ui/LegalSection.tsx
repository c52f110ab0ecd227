import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SectionHeading {
  id: string;
  title: string;
}

/** A numbered h2 section of a long page; its id is the target of the page's contents list. */
export function LegalSection({ id, title, number, children }: SectionHeading & { number?: number; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: { xs: 4, sm: 5 }, scrollMarginTop: 88 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
        {number !== undefined && (
          <Box component="span" sx={{ color: 'secondary.main', mr: 1 }}>
            {number}.
          </Box>
        )}
        {title}
      </Typography>
      {children}
    </Box>
  );
}
