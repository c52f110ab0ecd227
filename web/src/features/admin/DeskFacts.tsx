import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DeskFact {
  term: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs of the detail panel, as a description list. */
export function DeskFacts({ facts }: { facts: DeskFact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
      {facts.map((fact) => (
        <Box key={fact.term} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '170px minmax(0, 1fr)' }, columnGap: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={fact.testId}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A titled block of the detail panel. */
export function DeskCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
