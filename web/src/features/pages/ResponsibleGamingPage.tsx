import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  BET_LIMIT_DEFAULTS,
  DEPOSIT_LIMIT_DEFAULTS,
  DEPOSIT_LIMIT_WINDOW_MS,
  LIMIT_MIN_CENTS,
  type DepositLimitPeriod,
} from '@shared/preferences/preferences';
import { countInWords, formatCount, formatDollars, joinWithOr } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, ExternalLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { MINIMUM_AGE, PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { DEFAULT_REALITY_CHECK_HOURS, SELF_EXCLUSION_PERIODS, SELF_PAUSE_MIN_DAYS } from '@shared/pages/terms';
import { REALITY_CHECK_HOURS, SELF_PAUSE_MAX_MONTHS } from '@shared/preferences/schemas';
import { PREFERENCE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS as ORGS } from '../../ui/supportOrganisations';

const SECTIONS = [
  { id: 'tools', title: 'Your safer gambling tools' },
  { id: 'gamstop', title: 'Self-exclude from every UK site with GAMSTOP' },
  { id: 'staying-in-control', title: 'Staying in control' },
  { id: 'warning-signs', title: 'Is gambling becoming a problem?' },
  { id: 'get-help', title: 'Free, confidential help' },
  { id: 'under-18s', title: 'Protecting under-18s' },
] as const;

const windowHours = (period: DepositLimitPeriod) => DEPOSIT_LIMIT_WINDOW_MS[period] / 3_600_000;

function ManageButton() {
  return (
    <Button component={RouterLink} to={PREFERENCE_PATHS.preferences} variant="contained" startIcon={<TuneRoundedIcon />} sx={{ my: 1 }}>
      Manage My Gambling
    </Button>
  );
}

export function ResponsibleGamingPage() {
  const hours = joinWithOr(REALITY_CHECK_HOURS.map(String));
  return (
    <StaticPage
      title="Responsible Gaming"
      intro={`Gambling on ${PRODUCT_NAME} should be fun. These tools and organisations help you keep it that way.`}
      contents={SECTIONS}
    >
      <p>
        Only bet what you can afford to lose, and never to win back losses or to pay bills. You can set limits, take a
        break or stop gambling at any time from <strong>Manage My Gambling</strong>.
      </p>
      <ManageButton />

      <LegalSection {...SECTIONS[0]}>
        <h3>Deposit limits</h3>
        <p>
          Cap how much you can deposit over a rolling {formatCount(windowHours('daily'), 'hour')} (daily),{' '}
          {formatCount(windowHours('weekly') / 24, 'day')} (weekly) and {formatCount(windowHours('monthly') / 24, 'day')}{' '}
          (monthly). Whichever limit you reach first stops further deposits until enough of the window has passed. Every account starts with daily {formatDollars(DEPOSIT_LIMIT_DEFAULTS.daily)}, weekly{' '}
          {formatDollars(DEPOSIT_LIMIT_DEFAULTS.weekly)} and monthly {formatDollars(DEPOSIT_LIMIT_DEFAULTS.monthly)} limits,
          which are also the highest you can choose. You can set any limit as low as {formatDollars(LIMIT_MIN_CENTS)}.
        </p>
        <h3>Bet limits</h3>
        <p>
          Cap the stake of a single bet (default and maximum {formatDollars(BET_LIMIT_DEFAULTS.bet)}) and the total you stake
          on one match (default and maximum {formatDollars(BET_LIMIT_DEFAULTS.match)}).
        </p>
        <h3>How limit changes work</h3>
        <ul>
          <li>Lowering a limit takes effect straight away.</li>
          <li>Raising a limit takes effect 24 hours after you ask; until then we show the new amount and when it starts.</li>
          <li>Each limit can be changed once every 24 hours.</li>
        </ul>
        <h3>Reality check</h3>
        <p>
          Choose a reminder every {hours} hours (default {formatCount(DEFAULT_REALITY_CHECK_HOURS, 'hour')}). When it is due,
          we tell you how long you have been playing, link to your transaction history and ask whether you want to end your
          session or keep playing.
        </p>
        <h3>Take a break (self-pause)</h3>
        <p>
          Pause gambling for anything from {countInWords(SELF_PAUSE_MIN_DAYS, 'day')} up to{' '}
          {countInWords(SELF_PAUSE_MAX_MONTHS, 'month')}. A pause cannot be shortened once it has started.
        </p>
        <h3>Self-exclusion</h3>
        <p>
          If you want to stop gambling for longer, self-exclude for{' '}
          {joinWithOr(SELF_EXCLUSION_PERIODS.map((period) => period.label))}. A self-exclusion cannot be undone before it
          ends. When it ends your account stays closed to gambling until you ask our support team to reopen it, and we
          check with you first.
        </p>
        <h3>While you are paused or self-excluded</h3>
        <ul>
          <li>You cannot deposit, bet, send challenges, back parlays, add money to challenges or enter events.</li>
          <li>You can still log in and withdraw your balance.</li>
          <li>We stop all marketing to you.</li>
        </ul>
        <ManageButton />
      </LegalSection>

      <LegalSection {...SECTIONS[1]}>
        <p>
          <ExternalLink href={ORGS.gamstop.href}>GAMSTOP</ExternalLink> is a free national scheme that lets you exclude
          yourself from every gambling website and app licensed in Great Britain, including {PRODUCT_NAME}, for 6 months, 1
          year or 5 years. While a GAMSTOP exclusion lasts you must not gamble with us, even if you still have an account.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[2]}>
        <ul>
          <li>Decide on a budget before you start, and stop when it is spent.</li>
          <li>Set a time limit with the reality check, and take regular breaks.</li>
          <li>Never chase losses: accept them as the cost of the entertainment.</li>
          <li>Do not gamble when you are upset, stressed, or have been drinking.</li>
          <li>Keep gambling in balance with other things you enjoy.</li>
          <li>Check your transaction history to see what you have really spent.</li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS[3]}>
        <p>Ask yourself honestly:</p>
        <ul>
          <li>Do you bet more than you can afford to lose, or borrow money to gamble?</li>
          <li>Do you need to bet more and more to get the same excitement?</li>
          <li>Do you go back another day to try to win back what you lost?</li>
          <li>Has gambling caused you money problems, or stress or anxiety?</li>
          <li>Have people close to you said you have a problem, or do you hide your gambling from them?</li>
          <li>Do you feel guilty about the way you gamble or what happens when you do?</li>
        </ul>
        <p>
          If you answered yes to any of these, it may be time to take a break, set tighter limits or talk to someone. The
          organisations below can help, and so can we: email <EmailLink address={SUPPORT_EMAIL} />.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[4]}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, my: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            {ORGS.helpline.name}, free, 24 hours a day
          </Typography>
          <Typography component="div" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800 }}>
            <Box component="a" href={ORGS.helpline.href} sx={{ color: 'secondary.main', textDecoration: 'none' }}>
              {ORGS.helpline.phone}
            </Box>
          </Typography>
        </Paper>
        <ul>
          <li>
            <ExternalLink href={ORGS.gamCare.href}>GamCare</ExternalLink> runs the National Gambling Helpline and offers free
            counselling, online chat and support groups.
          </li>
          <li>
            <ExternalLink href={ORGS.gambleAware.href}>GambleAware</ExternalLink> has information, self-assessment tools and
            free treatment services across Great Britain.
          </li>
          <li>
            <ExternalLink href={ORGS.gamblersAnonymous.href}>Gamblers Anonymous</ExternalLink> holds local and online meetings
            for people who want to stop gambling.
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS[5]}>
        <p>
          It is illegal for anyone under {MINIMUM_AGE} to gamble. We verify the age and identity of every customer before
          they can deposit or bet. If you share a device with children, keep your password private and consider blocking
          software such as <ExternalLink href={ORGS.gamban.href}>Gamban</ExternalLink> or your device&apos;s parental
          controls.
        </p>
      </LegalSection>
    </StaticPage>
  );
}
