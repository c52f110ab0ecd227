import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AgeRestricted } from './AgeRestricted';
import { BroadcastDelayNotice } from './BroadcastDelayNotice';
import { formatDollars } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { PageLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { BONUS_CREDIT_CENTS } from '@shared/core/money';
import { PRODUCT_NAME } from '@shared/core/product';
import { KILLS_WIN_PARLAY, MIN_STAKE_CENTS } from '@shared/pages/terms';
import { PAGE_PATHS } from '../../lib/paths';

const EXAMPLE_CENTS = 1_000;
const share = (percent: number) => Math.round((EXAMPLE_CENTS * percent) / 100);

function Outcome({ title, percent, tone }: { title: string; percent: number; tone: 'secondary' | 'warning' }) {
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({ p: 2.5, borderColor: alpha(theme.palette[tone].main, 0.5), bgcolor: alpha(theme.palette[tone].main, 0.06) })}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: `${tone}.main`, lineHeight: 1.2, my: 0.5 }}>{percent}%</Typography>
      <Typography variant="body2">
        of the base amount goes to the streamer: {formatDollars(share(percent))} on a {formatDollars(EXAMPLE_CENTS)} parlay.
      </Typography>
    </Paper>
  );
}

export function ParlayPage() {
  const multiplier = KILLS_WIN_PARLAY.completedPercent / 100;
  return (
    <AgeRestricted>
      <StaticPage
        title="Kills + Win Parlays"
        intro="Two results, one challenge: back a streamer to hit their kills target and win the same match."
      >
        <LegalSection id="how-it-works" title="How it works">
          <ol>
            <li>Open the page of a streamer who is live and choose the Kills + Win challenge.</li>
            <li>
              You see the streamer&apos;s <strong>kills target</strong> for the match. It is set from their own recent
              competitive matches, so it is a real stretch for them, not a fixed number.
            </li>
            <li>
              Choose your base amount, from {formatDollars(MIN_STAKE_CENTS)}, paid with product cash, Bonus Credits
              (worth {formatDollars(BONUS_CREDIT_CENTS)} each) or both, and confirm.
            </li>
            <li>The parlay applies to the streamer&apos;s next match. Both legs are judged on that one match.</li>
          </ol>
        </LegalSection>

        <LegalSection id="outcomes" title="What happens at the end of the match">
          <Box sx={{ display: 'grid', gap: 2, my: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Outcome title="Target reached and match won" percent={KILLS_WIN_PARLAY.completedPercent} tone="secondary" />
            <Outcome title="Either leg missed" percent={KILLS_WIN_PARLAY.failedPercent} tone="warning" />
          </Box>
          <p>
            A completed parlay pays the streamer {multiplier}x your base amount, with {PRODUCT_NAME} adding the extra{' '}
            {KILLS_WIN_PARLAY.completedPercent - 100}%. If either leg misses, the streamer still receives{' '}
            {KILLS_WIN_PARLAY.failedPercent}% and {PRODUCT_NAME} keeps {100 - KILLS_WIN_PARLAY.failedPercent}%. Your base
            amount is not returned to you in either case: a parlay is a paid challenge that rewards the streamer, not a bet
            that pays you.
          </p>
        </LegalSection>

        <LegalSection id="availability" title="Where Kills + Win is offered">
          <ul>
            <li>In competitive matches of shooter games where challenges are switched on; today that means Valorant competitive.</li>
            <li>
              Only for streamers with at least {KILLS_WIN_PARLAY.qualifyingMatches} completed competitive matches, so a fair
              kills target can be set. Until then the panel reads &quot;The streamer must complete{' '}
              {KILLS_WIN_PARLAY.qualifyingMatches} competitive matches to activate this feature.&quot;
            </li>
            <li>Streamers switch Kills + Win on in Settings, under Connected Games, once their game account is connected.</li>
          </ul>
        </LegalSection>

        <LegalSection id="resets" title="Resets">
          <p>
            If a match is abandoned or remade, a parlay can be moved to the streamer&apos;s next match only when the game was
            no more than {KILLS_WIN_PARLAY.resetMaxProgressPercent}% complete and the streamer provides a clip of the
            incident. Otherwise it is settled on the match as played.
          </p>
        </LegalSection>

        <BroadcastDelayNotice />
        <p>
          Kills + Win parlays follow our <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink>, including the rules on
          void bets and fair play.
        </p>
      </StaticPage>
    </AgeRestricted>
  );
}
