import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AgeBadge } from '../../ui/AgeBadge';
import { PageLink } from '../../ui/links';
import { MINIMUM_AGE, PERMITTED_REGION } from '@shared/core/product';
import { PAGE_PATHS } from '../../lib/paths';

/** The 18+ bar shown above gambling pages; wrap a page in it. */
export function AgeRestricted({ children }: { children: ReactNode }) {
  return (
    <>
      <Box
        component="aside"
        aria-label="Age restriction"
        data-testid="age-restricted"
        sx={(theme) => ({
          borderBottom: `1px solid ${alpha(theme.palette.error.main, 0.35)}`,
          bgcolor: alpha(theme.palette.error.main, 0.08),
        })}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <AgeBadge />
          <Typography variant="body2">
            <strong>{MINIMUM_AGE}+ only.</strong> Betting is for identity-verified customers aged {MINIMUM_AGE} or over in{' '}
            {PERMITTED_REGION}. Gamble responsibly:{' '}
            <PageLink to={PAGE_PATHS.responsibleGaming}>safer gambling tools</PageLink>.
          </Typography>
        </Container>
      </Box>
      {children}
    </>
  );
}
