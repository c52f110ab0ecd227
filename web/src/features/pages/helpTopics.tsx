import type { ReactNode } from 'react';
import { BET_LIMIT_DEFAULTS, DEPOSIT_LIMIT_DEFAULTS, LIMIT_MIN_CENTS } from '@shared/preferences/preferences';
import type { BonusFacts } from './bonusFacts';
import type { FaqGroup } from './FaqList';
import { countInWords, formatCount, formatDollars, formatPounds, joinWithOr } from './formatFacts';
import { LiveFigures, type LiveStatus } from './LiveFigures';
import { EmailLink, PageLink } from '../../ui/links';
import type { AppSettings } from '@shared/remoteConfig/appSettings';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS, PAYOUT_MIN_CENTS } from '@shared/wallet/constants';
import { MINIMUM_AGE, PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { REFERRAL_BONUS_CREDITS, SIGNUP_BONUS_CREDITS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@shared/users/constants';
import { CHALLENGE_STREAMER_SHARE_PERCENT, COMPLAINT_RESPONSE_WORKING_DAYS, MAX_BONUS_WAGERING_MULTIPLE, REFUSED_DEPOSIT_METHODS, SELF_EXCLUSION_PERIODS, STREAM_BET_SETTLEMENT_MINUTES } from '@shared/pages/terms';
import { REALITY_CHECK_HOURS, SELF_PAUSE_MAX_MONTHS } from '@shared/preferences/schemas';
import { walletMessages } from '@shared/wallet/messages';
import { AUTH_PATHS, IDENTITY_PATHS, PAGE_PATHS, PREFERENCE_PATHS, USER_PATHS, WALLET_PATHS } from '../../lib/paths';

export interface HelpContext {
  /** Null while config/app is loading or could not be read. */
  bonus: BonusFacts | null;
  settings: AppSettings;
  status: LiveStatus;
}

/** The Help page's questions. Figures come from shared constants and the live configuration, never retyped. */
export function helpTopics({ bonus, settings, status }: HelpContext): FaqGroup[] {
  const withBonus = (render: (facts: BonusFacts) => ReactNode) => <LiveFigures status={status}>{() => bonus && render(bonus)}</LiveFigures>;
  return [
    {
      id: 'getting-started',
      title: 'Getting started',
      faqs: [
        {
          id: 'what-is-clutchpot',
          question: `What is ${PRODUCT_NAME}?`,
          answer: (
            <p>
              {PRODUCT_NAME} lets you bet on the streamers you watch: on their kills, match wins and kill/death ratio, on
              scheduled esports battles, and with paid challenges and Kills + Win parlays. See{' '}
              <PageLink to={PAGE_PATHS.features}>Features</PageLink> for everything you can do.
            </p>
          ),
        },
        {
          id: 'who-can-play',
          question: 'Who can use it?',
          answer: (
            <p>
              Anyone can browse streams and battles. To deposit, bet or withdraw you must be {MINIMUM_AGE} or over, live in
              Great Britain or Northern Ireland, and pass our identity check.
            </p>
          ),
        },
        {
          id: 'verify-identity',
          question: 'How do I verify my identity?',
          answer: (
            <p>
              Open <PageLink to={IDENTITY_PATHS.identity}>Verify Your Identity</PageLink> and follow the steps from our independent
              verification provider. It usually takes about 2 minutes. You need to be {MINIMUM_AGE} or older and located in
              the United Kingdom. We ask you again if you try to deposit or bet before verifying.
            </p>
          ),
        },
        {
          id: 'verification-email',
          question: "I haven't received my verification email",
          answer: (
            <p>
              Check your spam or junk folder first. Still nothing? Log in and choose <strong>Resend verification email</strong>{' '}
              on the verification screen. The link in the newest email is the one that works.
            </p>
          ),
        },
        {
          id: 'reset-password',
          question: 'How do I reset my password?',
          answer: (
            <p>
              On the <PageLink to={AUTH_PATHS.login}>login page</PageLink> choose email, then <strong>Forgot password</strong>,
              and enter your email address. We send you a link to set a new password. Accounts created with Google or Twitch
              sign in through those services instead.
            </p>
          ),
        },
      ],
    },
    {
      id: 'deposits',
      title: 'Deposits and your balance',
      faqs: [
        {
          id: 'how-to-deposit',
          question: 'How do I deposit?',
          answer: (
            <>
              <p>
                Go to <PageLink to={WALLET_PATHS.deposit}>Deposit</PageLink> and press <strong>Let&apos;s Go!</strong>. The first
                time, read and accept the funds protection notice. Then choose PayPal or Instant Bank Transfer and enter an
                amount.
              </p>
              <p>
                Each deposit must be between <strong>{formatDollars(DEPOSIT_MIN_CENTS)}</strong> and{' '}
                <strong>{formatDollars(DEPOSIT_MAX_CENTS)}</strong>, and within your deposit limits.
              </p>
            </>
          ),
        },
        {
          id: 'product-cash',
          question: 'What is product cash?',
          answer: (
            <p>
              Your balance is held in US dollars, called product cash. The strip at the top of the page shows your cash, your
              spendable Bonus Credits and the locked credits in your Bonus Chest. Select your balance to make a deposit.
            </p>
          ),
        },
        {
          id: 'pounds',
          question: 'Why are bank payments in pounds?',
          answer: (
            <LiveFigures status={status}>
              {() => (
                <p>
                  Instant Bank Transfer deposits and withdrawals are paid in pounds sterling from and to your UK bank account.
                  We convert them at the rate shown before you confirm, currently{' '}
                  <strong>
                    {formatDollars(100)} = {formatPounds(settings.usdToGbp)}
                  </strong>
                  .
                </p>
              )}
            </LiveFigures>
          ),
        },
        {
          id: 'card-or-cash',
          question: 'Can I deposit by credit card or cash?',
          answer: (
            <p>
              No. We do not accept deposits by {joinWithOr(REFUSED_DEPOSIT_METHODS)}. Use PayPal or Instant Bank Transfer.
            </p>
          ),
        },
        {
          id: 'deposit-refused',
          question: 'Why was my deposit refused?',
          answer: (
            <ul>
              <li>It would take you over one of your deposit limits; the message says which limit and by how much.</li>
              <li>Your identity is not verified yet.</li>
              <li>You have paused gambling or self-excluded.</li>
              <li>The payment method is temporarily unavailable; try the other one.</li>
            </ul>
          ),
        },
      ],
    },
    {
      id: 'bonus-credits',
      title: 'Bonus Credits',
      faqs: [
        {
          id: 'earn-bonus-credits',
          question: 'How do I earn Bonus Credits when I deposit?',
          answer: withBonus((facts) =>
            facts.promotionOpen ? (
              <>
                <p>
                  Deposit between <strong>{facts.minDeposit}</strong> and <strong>{facts.maxDeposit}</strong> in a single
                  payment and you earn <strong>1 Bonus Credit for every {facts.depositPerCredit}</strong> you deposit,
                  rounded down. For example, a {facts.example.deposit} deposit earns {facts.example.credits} credits, worth{' '}
                  {facts.example.value}.
                </p>
                <p>
                  Credits you earn go into your <strong>Bonus Chest</strong>, where they stay locked until you unlock them
                  by playing. One deposit every <strong>{facts.cooldown}</strong> can earn a bonus.
                  {facts.promotionEnds && (
                    <>
                      {' '}
                      The promotion runs until <strong>{facts.promotionEnds}</strong>.
                    </>
                  )}
                </p>
              </>
            ) : (
              <p>
                The deposit bonus promotion ended{facts.promotionEnds ? ` on ${facts.promotionEnds}` : ''}. Deposits no
                longer earn Bonus Credits; credits already in your Bonus Chest still unlock as you play.
              </p>
            ),
          ),
        },
        {
          id: 'unlock-bonus-chest',
          question: 'How do I unlock credits from my Bonus Chest?',
          answer: withBonus((facts) => (
            <p>
              Every <strong>{facts.wagerPerUnlock}</strong> of cash you wager (on stream bets, battle bets, challenges, Kills +
              Win parlays and event entries) moves <strong>1 credit</strong> from your Bonus Chest to your spendable Bonus
              Credits. Stakes paid with Bonus Credits do not count. Wagering counts only while your chest holds credits. That
              is a wagering requirement of {facts.wageringMultiple} times each credit&apos;s value, well inside the UK limit
              of {MAX_BONUS_WAGERING_MULTIPLE} times.
            </p>
          )),
        },
        {
          id: 'credit-value',
          question: 'What is a Bonus Credit worth?',
          answer: withBonus((facts) => (
            <p>
              <strong>1 Bonus Credit = {facts.creditValue}</strong>. Use spendable credits instead of, or as well as, cash
              when you bet, send a challenge, back a Kills + Win parlay or enter an event. Bonus Credits cannot be withdrawn.
            </p>
          )),
        },
        {
          id: 'no-bonus',
          question: "Why didn't my deposit earn a bonus?",
          answer: withBonus((facts) => (
            <>
              <p>
                You see &quot;{walletMessages.bonusNotEligible}&quot; when a deposit does not qualify. That happens when:
              </p>
              <ul>
                <li>
                  it was under {facts.minDeposit} or over {facts.maxDeposit};
                </li>
                <li>
                  another deposit earned a bonus less than {facts.cooldown} before (we tell you when your next bonus is
                  available);
                </li>
                <li>the promotion has ended.</li>
              </ul>
            </>
          )),
        },
        {
          id: 'other-bonus-credits',
          question: 'Are there other ways to get Bonus Credits?',
          answer: (
            <p>
              When you sign up with Google you receive {countInWords(SIGNUP_BONUS_CREDITS, 'Bonus Credit')}. When a friend
              signs up with Google through your referral link (in Settings, under Account Details), you receive{' '}
              {countInWords(REFERRAL_BONUS_CREDITS, 'Bonus Credit')}.
            </p>
          ),
        },
      ],
    },
    {
      id: 'betting',
      title: 'Bets, challenges and events',
      faqs: [
        {
          id: 'stream-bet',
          question: 'How do I bet on a live stream?',
          answer: (
            <p>
              Open the page of a streamer who is live and press <strong>Bet</strong>. Pick a market (such as Kills or Match
              Win), enter your stake and an optional tip, check the payout and confirm. Your bet is on their next match and
              is settled within {formatCount(STREAM_BET_SETTLEMENT_MINUTES, 'minute')} of it ending. The full rules are in
              our <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink>.
            </p>
          ),
        },
        {
          id: 'broadcast-delay',
          question: 'Why does chat seem ahead of the stream?',
          answer: (
            <p>
              Broadcasts are delayed and others may have more up-to-date information. That is why bets are only accepted
              until a match starts, and why a bet accepted after its result was known is void.
            </p>
          ),
        },
        {
          id: 'battle-bet',
          question: 'How do battle bets work?',
          answer: (
            <p>
              Battles are scheduled contests between two players or teams. Choose a side, enter your stake and confirm; your
              bet keeps the odds shown when you placed it. A battle starts only when its Battle Chest has filled with enough
              bets; if it does not, the battle is cancelled and stakes are returned.
            </p>
          ),
        },
        {
          id: 'challenges',
          question: 'How do challenges work?',
          answer: (
            <p>
              Send a streamer a paid challenge (a title, a description and an amount) from their page. They accept or reject
              it. If they complete it they keep {CHALLENGE_STREAMER_SHARE_PERCENT}% of the money; if they reject or fail it,
              your money comes back to you.
            </p>
          ),
        },
        {
          id: 'parlays',
          question: 'What is a Kills + Win parlay?',
          answer: (
            <p>
              A challenge in which the streamer must reach a kills target and win the same match.{' '}
              <PageLink to={PAGE_PATHS.parlay}>See how Kills + Win works</PageLink>.
            </p>
          ),
        },
        {
          id: 'events',
          question: 'What are events?',
          answer: (
            <p>
              Competitions between players with a shared prize pool, won on kills or rank. Read the{' '}
              <PageLink to={PAGE_PATHS.eventRules}>Event Rules</PageLink>.
            </p>
          ),
        },
      ],
    },
    {
      id: 'withdrawals',
      title: 'Withdrawals',
      faqs: [
        {
          id: 'how-to-withdraw',
          question: 'How do I withdraw?',
          answer: (
            <p>
              Go to <PageLink to={WALLET_PATHS.withdraw}>Withdraw</PageLink>, choose PayPal or, where available, Instant Bank
              Transfer (paid in pounds), and enter an amount of at least {formatDollars(PAYOUT_MIN_CENTS)}. Your identity
              must be verified.
            </p>
          ),
        },
        {
          id: 'cancel-withdrawal',
          question: 'Can I cancel a withdrawal?',
          answer: <p>No. Once you have requested a withdrawal it cannot be cancelled, so check the amount before you confirm.</p>,
        },
        {
          id: 'withdraw-while-paused',
          question: 'Can I withdraw while paused or self-excluded?',
          answer: <p>Yes. Pausing or self-excluding stops deposits and gambling, but you can always withdraw your balance.</p>,
        },
      ],
    },
    {
      id: 'safer-gambling',
      title: 'Limits and safer gambling',
      faqs: [
        {
          id: 'deposit-limits',
          question: 'How do deposit limits work?',
          answer: (
            <p>
              Every account has daily {formatDollars(DEPOSIT_LIMIT_DEFAULTS.daily)}, weekly{' '}
              {formatDollars(DEPOSIT_LIMIT_DEFAULTS.weekly)} and monthly {formatDollars(DEPOSIT_LIMIT_DEFAULTS.monthly)}{' '}
              deposit limits, which you can lower to as little as {formatDollars(LIMIT_MIN_CENTS)} in{' '}
              <PageLink to={PREFERENCE_PATHS.preferences}>Manage My Gambling</PageLink>. Lowering a limit works at once; raising one
              takes 24 hours, and each limit can be changed once a day.
            </p>
          ),
        },
        {
          id: 'bet-limits',
          question: 'How do bet limits work?',
          answer: (
            <p>
              Bet limits cap a single stake (default {formatDollars(BET_LIMIT_DEFAULTS.bet)}) and the total you stake on one
              match (default {formatDollars(BET_LIMIT_DEFAULTS.match)}). They change the same way as deposit limits.
            </p>
          ),
        },
        {
          id: 'reality-check',
          question: 'What is the reality check?',
          answer: (
            <p>
              A reminder every {joinWithOr(REALITY_CHECK_HOURS.map(String))} hours, your choice, that shows how long you have
              been playing and asks whether to keep going.
            </p>
          ),
        },
        {
          id: 'take-a-break',
          question: 'How do I take a break or self-exclude?',
          answer: (
            <p>
              In <PageLink to={PREFERENCE_PATHS.preferences}>Manage My Gambling</PageLink>, pause for up to{' '}
              {countInWords(SELF_PAUSE_MAX_MONTHS, 'month')}, or self-exclude for{' '}
              {joinWithOr(SELF_EXCLUSION_PERIODS.map((period) => period.label))}. Neither can be shortened. Read more on our{' '}
              <PageLink to={PAGE_PATHS.responsibleGaming}>Responsible Gaming</PageLink> page.
            </p>
          ),
        },
      ],
    },
    {
      id: 'account',
      title: 'Account and support',
      faqs: [
        {
          id: 'change-username',
          question: 'How do I change my username?',
          answer: (
            <p>
              Go to <PageLink to={USER_PATHS.settings}>Settings</PageLink>, Account Details. Usernames are {USERNAME_MIN_LENGTH} to {USERNAME_MAX_LENGTH} characters:
              letters, numbers, dashes and underscores.
            </p>
          ),
        },
        {
          id: 'streamer-setup',
          question: "I'm a streamer. How do I set up?",
          answer: (
            <p>
              In <PageLink to={USER_PATHS.settings}>Settings</PageLink>, open Stream Setup to link your Twitch channel and get
              your stream banner, then Connected Games to connect your game account and switch on the chat bot, challenges
              and Kills + Win.
            </p>
          ),
        },
        {
          id: 'contact',
          question: 'How do I contact support or make a complaint?',
          answer: (
            <p>
              Email <EmailLink address={SUPPORT_EMAIL} /> with your username. We answer within{' '}
              {formatCount(COMPLAINT_RESPONSE_WORKING_DAYS, 'working day')}. Our{' '}
              <PageLink to={PAGE_PATHS.termsConditions}>Terms &amp; Conditions</PageLink> explain how complaints are handled.
            </p>
          ),
        },
        {
          id: 'close-account',
          question: 'How do I close my account?',
          answer: (
            <p>
              Email <EmailLink address={SUPPORT_EMAIL} /> from the address on your account. We pay out your cash balance
              first. If you want to stop because of gambling, self-exclusion is the safer choice: it also stops us from
              reopening your account.
            </p>
          ),
        },
      ],
    },
  ];
}
