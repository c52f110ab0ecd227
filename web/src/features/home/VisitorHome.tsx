import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { UpcomingBattles, UpcomingBattlesSkeleton } from '../battles';
import { TopChallengersCard } from '../leaderboards';
import { StreamerCarousel, VisitorTopStreams } from '../streams';
import { HeroSection } from './HeroSection';
import { HowItWorks } from './HowItWorks';
import { SaferGamblingNotice } from './SaferGamblingNotice';
import { SocialLinksButton } from './SocialLinksButton';
import { StatsBand } from './StatsBand';
import { AUTH_PATHS } from '../../lib/paths';

function JoinBand() {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="join-heading" sx={{ pt: { xs: 5, md: 7 } }}>
      <Paper
        sx={(theme) => ({
          p: { xs: 3, sm: 5 },
          borderRadius: 2,
          background: `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 55%, ${alpha(theme.palette.secondary.main, 0.8)})`,
        })}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 3, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography id="join-heading" variant="h4" component="h2" sx={{ color: 'common.white' }}>
              Your stream. Your call.
            </Typography>
            <Typography sx={{ color: alpha('#fff', 0.85), mt: 1, maxWidth: 560 }}>
              Sign up with email, Google or Twitch in under a minute. Streamers can set up their channel from
              Settings.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={AUTH_PATHS.signup}
            size="large"
            variant="contained"
            endIcon={<ArrowForwardRoundedIcon />}
            sx={{
              bgcolor: 'common.white',
              color: 'primary.dark',
              px: 4,
              py: 1.5,
              flexShrink: 0,
              '&:hover': { bgcolor: alpha('#fff', 0.88) },
            }}
          >
            Join Now
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

export default function VisitorHome() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={<UpcomingBattlesSkeleton />}>
        <UpcomingBattles />
      </Suspense>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 } }}>
        <Suspense fallback={<Box sx={{ minHeight: 420 }} />}>
          <VisitorTopStreams />
        </Suspense>
      </Container>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 } }}>
        <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
          <TopChallengersCard />
        </Suspense>
      </Container>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: { xs: 5, md: 7 } }}>
        <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
          <StreamerCarousel />
        </Suspense>
      </Container>
      <StatsBand />
      <HowItWorks />
      <Container maxWidth="lg">
        <SaferGamblingNotice />
      </Container>
      <JoinBand />
      <SocialLinksButton />
    </>
  );
}
