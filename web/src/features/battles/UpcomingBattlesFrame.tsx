import { Box, Container, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BATTLE_CARD_HEIGHT, BATTLE_GRID } from './upcomingBattlesLayout';

/** The visitor home's battles strip: its heading and the content below it. */
export function UpcomingBattlesFrame({ children }: { children: ReactNode }) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="upcoming-battles" sx={{ pt: { xs: 5, md: 7 } }}>
      <Typography id="upcoming-battles" variant="h4" component="h2" sx={{ mb: 2 }}>
        Live &amp; upcoming battles
      </Typography>
      {children}
    </Container>
  );
}

/**
 * The strip while its code or its battles load, the size of two battle cards (the strip's usual content), so
 * what follows it on the home page does not move down when they arrive.
 */
export function UpcomingBattlesSkeleton() {
  return (
    <UpcomingBattlesFrame>
      <Box sx={BATTLE_GRID} role="status" aria-busy="true" aria-label="Loading battles">
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={BATTLE_CARD_HEIGHT} />
        ))}
      </Box>
    </UpcomingBattlesFrame>
  );
}
