import { Avatar, Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useCurrentUser } from '../auth';
import { TopChallengersCard } from '../leaderboards';
import { OnboardingCard } from '../onboarding';
import { TopStreams } from '../streams';
import { SurveyPrompt } from '../surveys';
import { useRouteTable } from '../../lib/routes';
import { BalanceSummaryCard } from './BalanceSummaryCard';
import { QuickLinks } from './QuickLinks';
import { SaferGamblingNotice } from './SaferGamblingNotice';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export default function MemberHome() {
  const { claims, userDoc } = useCurrentUser();
  const username = userDoc?.username;
  const links = useRouteTable()
    .navItemsFor(claims)
    .filter((item) => item.id !== 'home');
  const onboarding = userDoc?.isNew === true;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: { xs: 3, sm: 4 } }}>
        <Avatar
          src={userDoc?.image ?? undefined}
          alt=""
          sx={{ width: { xs: 48, sm: 60 }, height: { xs: 48, sm: 60 }, bgcolor: 'primary.main', color: 'common.white', fontWeight: 800, fontSize: '1.4rem' }}
        >
          {username?.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography color="text.secondary">{greeting(new Date().getHours())},</Typography>
          <Typography variant="h4" component="h1" noWrap sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {username ?? <Skeleton width={200} />}
          </Typography>
        </Box>
      </Stack>
      <Stack sx={{ gap: { xs: 3, sm: 4 } }}>
        {onboarding && <OnboardingCard />}
        <BalanceSummaryCard account={userDoc?.account} />
        <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
          <TopStreams />
        </Suspense>
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <TopChallengersCard />
        </Suspense>
        <QuickLinks items={links} />
        <SaferGamblingNotice compact />
      </Stack>
      {/* The survey waits until onboarding is done, so a new user is never asked both at once. */}
      {userDoc && !onboarding && <SurveyPrompt />}
    </Container>
  );
}
