import AccountBalanceRoundedIcon from '@mui/icons-material/AccountBalanceRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import GppGoodRoundedIcon from '@mui/icons-material/GppGoodRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import SportsEsportsRoundedIcon from '@mui/icons-material/SportsEsportsRounded';
import TrackChangesRoundedIcon from '@mui/icons-material/TrackChangesRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import WhatshotRoundedIcon from '@mui/icons-material/WhatshotRounded';
import { Box, Card, CardContent, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { IconTile } from '../../ui/IconTile';
import { AgeRestricted } from './AgeRestricted';
import { formatDollars, joinWithAnd } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { PageLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { BONUS_CREDIT_CENTS } from '@shared/core/money';
import { PRODUCT_NAME, SUPPORTED_GAMES } from '@shared/core/product';
import { CHALLENGE_STREAMER_SHARE_PERCENT, KILLS_WIN_PARLAY, MIN_STAKE_CENTS } from '@shared/pages/terms';
import { PAGE_PATHS } from '../../lib/paths';

interface Feature {
  title: string;
  icon: ComponentType<SvgIconProps>;
  text: ReactNode;
}

const FOR_VIEWERS: Feature[] = [
  {
    title: 'Live stream bets',
    icon: LiveTvRoundedIcon,
    text: "Bet on a streamer's next match while they are live: kills, even or odd kills, kill ranges, match win, and kill/death ratio on Valorant.",
  },
  {
    title: 'Esports battles',
    icon: SportsEsportsRoundedIcon,
    text: 'Back a player or team in scheduled battles, from single games to best-of-seven series, with odds that move as bets come in.',
  },
  {
    title: 'Challenges',
    icon: WhatshotRoundedIcon,
    text: `Send a streamer a paid challenge and watch them take it on. Add money to other viewers' challenges to raise the stakes. Failed or rejected challenges are refunded.`,
  },
  {
    title: 'Kills + Win parlays',
    icon: TrackChangesRoundedIcon,
    text: (
      <>
        Back a streamer to hit their kills target and win the same match; they earn {KILLS_WIN_PARLAY.completedPercent}% of
        your amount when they do. <PageLink to={PAGE_PATHS.parlay}>How it works</PageLink>.
      </>
    ),
  },
  {
    title: 'Events',
    icon: EmojiEventsRoundedIcon,
    text: (
      <>
        Enter kills and rank competitions with a shared prize pool, hosted by streamers or by {PRODUCT_NAME}.{' '}
        <PageLink to={PAGE_PATHS.eventRules}>Event Rules</PageLink>.
      </>
    ),
  },
  {
    title: 'Bonus Credits',
    icon: Inventory2RoundedIcon,
    text: (
      <>
        Earn credits worth {formatDollars(BONUS_CREDIT_CENTS)} each on qualifying deposits and unlock them as you play.{' '}
        <PageLink to={PAGE_PATHS.help}>See the current offer</PageLink>.
      </>
    ),
  },
];

const FOR_EVERYONE: Feature[] = [
  {
    title: 'Fast, simple payments',
    icon: AccountBalanceRoundedIcon,
    text: 'Deposit and withdraw with PayPal or Instant Bank Transfer in pounds. Your balance and every transaction are always on screen.',
  },
  {
    title: 'Notifications',
    icon: NotificationsActiveRoundedIcon,
    text: 'Hear when a streamer you follow goes live, when a bet settles and when Bonus Credits unlock.',
  },
  {
    title: 'Safer gambling built in',
    icon: GppGoodRoundedIcon,
    text: (
      <>
        Deposit and bet limits, reality checks, self-pause and self-exclusion, all in one place.{' '}
        <PageLink to={PAGE_PATHS.responsibleGaming}>Responsible Gaming</PageLink>.
      </>
    ),
  },
  {
    title: 'For streamers',
    icon: VideocamRoundedIcon,
    text: `Link your Twitch channel, connect your game account, and switch on challenges, the chat bot and Kills + Win. Keep ${CHALLENGE_STREAMER_SHARE_PERCENT}% of completed challenges.`,
  },
];

function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {features.map(({ title, icon: Icon, text }) => (
        <Box component="li" key={title}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 2.5 }}>
              <IconTile tone="secondary" size={44} sx={{ mb: 1.5 }}>
                <Icon aria-hidden />
              </IconTile>
              <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {text}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

export function FeaturesPage() {
  return (
    <AgeRestricted>
      <StaticPage
        title="Features"
        intro={`Everything you can do on ${PRODUCT_NAME}, across ${joinWithAnd(SUPPORTED_GAMES)}.`}
      >
        <LegalSection id="for-viewers" title="Bet, challenge and compete">
          <p>Stakes start at {formatDollars(MIN_STAKE_CENTS)}, paid from your cash balance, your Bonus Credits or both.</p>
          <FeatureGrid features={FOR_VIEWERS} />
        </LegalSection>
        <LegalSection id="for-everyone" title="Built for players and streamers">
          <FeatureGrid features={FOR_EVERYONE} />
        </LegalSection>
      </StaticPage>
    </AgeRestricted>
  );
}
