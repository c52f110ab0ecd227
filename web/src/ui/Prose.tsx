import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Readable long-form text: paragraphs, lists and h3 sub-headings written as plain elements inside. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        // Only plain elements written as prose; MUI components inside (which always carry a class) keep their styles.
        '& p:not([class])': { my: 1.5 },
        '& ul:not([class]), & ol:not([class])': { pl: 3, my: 1.5 },
        '& li:not([class])': { mb: 0.75, pl: 0.5 },
        '& li:not([class])::marker': { color: theme.palette.secondary.main },
        '& h3:not([class])': { ...theme.typography.h6, mt: 3.5, mb: 1 },
        '& strong': { fontWeight: 700 },
        '& section': { scrollMarginTop: 88 },
        '& dl:not([class])': { my: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 0.5 },
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0.75 }, color: 'text.secondary' },
      })}
    >
      {children}
    </Box>
  );
}
