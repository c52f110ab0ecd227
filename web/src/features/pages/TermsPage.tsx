import type { ReactNode } from 'react';
import { capitalise, countInWords, formatCount, formatDollars, formatPounds, joinWithOr } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, ExternalLink, PageLink } from '../../ui/links';
import { Notice } from './Notice';
import { PageMeta } from './PageMeta';
import { StaticPage } from '../../ui/StaticPage';
import { BONUS_CREDIT_CENTS } from '@shared/core/money';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS, PAYOUT_MIN_CENTS } from '@shared/wallet/constants';
import { MINIMUM_AGE, PERMITTED_REGION, PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { ACCOUNTS_PER_PERSON, COMPLAINT_FINAL_RESPONSE_WEEKS, COMPLAINT_RESPONSE_WORKING_DAYS, DORMANCY_MONTHS, DORMANCY_NOTICE_DAYS, LIABILITY_CAP_GBP, MATERIAL_CHANGE_NOTICE_DAYS, MAX_BONUS_WAGERING_MULTIPLE, MIN_STAKE_CENTS, RECORDS_RETENTION_YEARS, REFUSED_DEPOSIT_METHODS, TERMS_LAST_UPDATED, TERMS_VERSION } from '@shared/pages/terms';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

const SECTIONS = [
  { id: 'about-these-terms', title: 'About these terms' },
  { id: 'who-can-play', title: 'Who can use Clutchpot' },
  { id: 'your-account', title: 'Your account' },
  { id: 'deposits', title: 'Product cash and deposits' },
  { id: 'bonus-credits', title: 'Bonus Credits and promotions' },
  { id: 'bets-and-challenges', title: 'Bets, challenges, parlays and events' },
  { id: 'withdrawals', title: 'Withdrawals' },
  { id: 'dormant-accounts', title: 'Dormant accounts' },
  { id: 'safer-gambling', title: 'Safer gambling' },
  { id: 'suspension-and-closure', title: 'Suspending and closing accounts' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'complaints', title: 'Complaints and disputes' },
  { id: 'liability', title: 'Our liability' },
  { id: 'general', title: 'General' },
] as const;

/** Section `number` of the list above, numbered as in the contents. */
function Section({ number, children }: { number: number; children: ReactNode }) {
  const section = SECTIONS[number - 1];
  return section ? (
    <LegalSection {...section} number={number}>
      {children}
    </LegalSection>
  ) : null;
}

export function TermsPage() {
  const accountLimit = countInWords(ACCOUNTS_PER_PERSON, 'account');
  return (
    <StaticPage
      title="Terms & Conditions"
      intro={`The agreement between you and ${PRODUCT_NAME} when you open an account, deposit, bet, send challenges or enter events.`}
      meta={
        <>
          <PageMeta label={`Version ${TERMS_VERSION}`} />
          <PageMeta label={`Last updated ${TERMS_LAST_UPDATED}`} />
        </>
      }
      contents={SECTIONS}
    >
      <Notice title="The key points">
        You must be {MINIMUM_AGE} or over and in the United Kingdom ({PERMITTED_REGION}). You may hold {accountLimit}. We never accept deposits by{' '}
        {joinWithOr(REFUSED_DEPOSIT_METHODS)}. A withdrawal cannot be cancelled once you have requested it. Live broadcasts
        are delayed, so others may have more up-to-date information than you.
      </Notice>

      <Section number={1}>
        <p>
          These terms, together with our <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink>,{' '}
          <PageLink to={PAGE_PATHS.eventRules}>Event Rules</PageLink> and <PageLink to={PAGE_PATHS.privacyPolicy}>Privacy Policy</PageLink>,
          form the agreement between you and {PRODUCT_NAME} (&quot;we&quot;, &quot;us&quot;). Where the Betting Rules or Event
          Rules cover a point in more detail, they apply alongside these terms.
        </p>
        <p>
          {PRODUCT_NAME} is licensed and regulated in Great Britain by the{' '}
          <ExternalLink href={SUPPORT_ORGANISATIONS.gamblingCommission.href}>Gambling Commission</ExternalLink>. Our licence
          and its status can be checked on the Commission&apos;s public register.
        </p>
        <p>
          By opening an account you confirm that you have read and accept these terms. Please read them carefully; if you
          have a question, write to us at <EmailLink address={SUPPORT_EMAIL} /> before you play.
        </p>
      </Section>

      <Section number={2}>
        <ul>
          <li>
            You must be at least <strong>{MINIMUM_AGE} years old</strong>. Nobody under {MINIMUM_AGE} may open an account or
            gamble, and we will close any account we find belongs to someone under age and return their deposits.
          </li>
          <li>
            Betting is available to customers who live in and are located in the United Kingdom (<strong>{PERMITTED_REGION}</strong>). We check
            your location when you play and block access from elsewhere.
          </li>
          <li>
            Before you can deposit, bet or withdraw we verify your identity, age and address through an independent
            identity-verification provider. Until verification succeeds you can browse, but not gamble.
          </li>
          <li>
            You may not use {PRODUCT_NAME} if you are self-excluded from gambling, including through GAMSTOP, or if
            gambling is illegal for you.
          </li>
          <li>
            You gamble for yourself, with your own money, and not on behalf of anyone else or for a business purpose.
          </li>
        </ul>
      </Section>

      <Section number={3}>
        <ul>
          <li>
            <strong>{capitalise(accountLimit)} per person.</strong> If we find
            that you hold more than {accountLimit}, we may close the extra accounts and void bets placed from them. Any cash
            balance in them is returned to you.
          </li>
          <li>
            The details you give us must be true, complete and kept up to date. Your name must match your identity documents
            and the payment methods you use.
          </li>
          <li>
            Keep your password and sign-in methods private. You are responsible for activity on your account unless it
            happens because of our failure. Tell us at once at <EmailLink address={SUPPORT_EMAIL} /> if you think someone
            else has accessed it.
          </li>
          <li>Streamers and battle players must not bet or send challenges on their own stream (see the Betting Rules).</li>
        </ul>
      </Section>

      <Section number={4}>
        <p>
          Your balance is held in US dollars as <strong>product cash</strong> and is shown in the account strip at the top
          of every page. It is not a bank account and earns no interest.
        </p>
        <ul>
          <li>
            Each deposit must be between <strong>{formatDollars(DEPOSIT_MIN_CENTS)}</strong> and{' '}
            <strong>{formatDollars(DEPOSIT_MAX_CENTS)}</strong>, and within the deposit limits you have set.
          </li>
          <li>
            You can deposit with PayPal or by Instant Bank Transfer from a UK bank account in your own name. Bank payments
            are made in pounds sterling (GBP) and converted to product cash at the rate shown before you confirm.
          </li>
          <li>
            <strong>We do not accept deposits by {joinWithOr(REFUSED_DEPOSIT_METHODS)}.</strong>
          </li>
          <li>
            Before your first deposit we show you our funds protection notice, which explains how the money in your balance is
            protected if we become insolvent. You must accept it before you can deposit.
          </li>
          <li>
            We may ask where your money comes from and pause deposits until you answer, as anti-money-laundering law
            requires.
          </li>
        </ul>
      </Section>

      <Section number={5}>
        <ul>
          <li>
            One Bonus Credit is worth <strong>{formatDollars(BONUS_CREDIT_CENTS)}</strong> when used as a stake. Bonus Credits
            cannot be withdrawn or exchanged for cash.
          </li>
          <li>
            Credits earned from deposits go into your Bonus Chest and unlock as you wager cash. The qualifying amounts, the
            number of credits earned and unlocked, how often you can earn them and the promotion&apos;s end date are shown on
            our <PageLink to={PAGE_PATHS.help}>Help page</PageLink>, which always shows the values that apply.
          </li>
          <li>
            No promotion asks you to wager more than {MAX_BONUS_WAGERING_MULTIPLE} times the value of a bonus before it is
            yours to use.
          </li>
          <li>
            We will not change the terms of a promotion to your disadvantage after you have taken part, and we never send
            promotions to anyone who has self-excluded, paused gambling or turned gambling marketing off.
          </li>
          <li>We may withhold or remove Bonus Credits obtained by abusing a promotion, for example through duplicate accounts.</li>
        </ul>
      </Section>

      <Section number={6}>
        <ul>
          <li>
            The smallest stake for a bet, challenge or parlay is <strong>{formatDollars(MIN_STAKE_CENTS)}</strong>. Stakes
            can be paid from product cash, Bonus Credits or both.
          </li>
          <li>
            A bet is accepted only when it is confirmed on screen and appears in your transaction history. Once accepted it
            cannot be cancelled by you.
          </li>
          <li>
            Live broadcasts are delayed, and others may have more up-to-date information than you. We stop taking bets
            on a match before it starts, and void any bet accepted after the result was known.
          </li>
          <li>
            How bets, battles, Kills + Win parlays and events are settled, and when they are void, is set out in the{' '}
            <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink> and <PageLink to={PAGE_PATHS.eventRules}>Event Rules</PageLink>.
          </li>
          <li>
            If we make an obvious error (for example odds clearly far from what was intended), we may settle the bet at
            the correct odds or void it and return your stake.
          </li>
        </ul>
      </Section>

      <Section number={7}>
        <ul>
          <li>
            You can withdraw your product cash at any time, from <strong>{formatDollars(PAYOUT_MIN_CENTS)}</strong>, to
            PayPal or by bank payment in GBP where available. Your identity must be verified first.
          </li>
          <li>
            <strong>Once you have requested a withdrawal, you cannot cancel it.</strong> We will never ask you to reverse a
            withdrawal so that you can keep playing.
          </li>
          <li>
            Withdrawals stay open while you are paused or self-excluded. We may need to check a withdrawal before paying it;
            if so we will tell you what we need.
          </li>
        </ul>
      </Section>

      <Section number={8}>
        <p>
          If you do not log in for <strong>{formatCount(DORMANCY_MONTHS, 'month')}</strong>, your account becomes dormant.
          Before we take any action on a dormant account we will write to you and give you at least{' '}
          <strong>{formatCount(DORMANCY_NOTICE_DAYS, 'day')}&apos; notice</strong>. We never charge a fee on a dormant
          account; your balance stays yours and we return it to you if the account is closed.
        </p>
      </Section>

      <Section number={9}>
        <p>
          You can set deposit and bet limits, choose a reality check reminder, pause gambling or self-exclude at any time
          from <PageLink to={PREFERENCE_PATHS.preferences}>Manage My Gambling</PageLink>. Our{' '}
          <PageLink to={PAGE_PATHS.responsibleGaming}>Responsible Gaming</PageLink> page explains each tool and where to find
          free, confidential support.
        </p>
        <p>
          We watch for signs that gambling may be causing harm and may contact you, apply limits or suspend gambling on your
          account to protect you.
        </p>
      </Section>

      <Section number={10}>
        <ul>
          <li>
            You can close your account at any time by writing to <EmailLink address={SUPPORT_EMAIL} />. We return your cash
            balance to you; Bonus Credits lapse.
          </li>
          <li>
            We may suspend or close an account where the law or our licence requires it, where we suspect fraud, money
            laundering, cheating or collusion, or where these terms have been seriously broken. We will tell you why unless
            the law prevents us.
          </li>
          <li>
            After an account is closed we keep its financial records for up to{' '}
            <strong>{formatCount(RECORDS_RETENTION_YEARS, 'year')}</strong>, as anti-money-laundering law requires.
          </li>
        </ul>
      </Section>

      <Section number={11}>
        <p>
          We may update these terms, for example when the law or our products change. For a material change we will tell
          you by email and in the app, and it takes effect <strong>{formatCount(MATERIAL_CHANGE_NOTICE_DAYS, 'day')}</strong>{' '}
          after we tell you. If you do not agree, you can stop playing and withdraw your balance before then. The version
          number and date at the top of this page show which terms are current.
        </p>
      </Section>

      <Section number={12}>
        <ol>
          <li>
            Email <EmailLink address={SUPPORT_EMAIL} /> with your username and what went wrong. We answer within{' '}
            <strong>{formatCount(COMPLAINT_RESPONSE_WORKING_DAYS, 'working day')}</strong>.
          </li>
          <li>
            If we need to investigate, we tell you what happens next, and you will have our final response within{' '}
            {formatCount(COMPLAINT_FINAL_RESPONSE_WEEKS, 'week')} of your complaint.
          </li>
          <li>
            If you are unhappy with our final response, you can refer the dispute free of charge to an independent
            Alternative Dispute Resolution (ADR) provider approved by the Gambling Commission. Our final response names the
            provider and tells you how to contact them.
          </li>
        </ol>
      </Section>

      <Section number={13}>
        <p>
          Our total liability to you for any claim connected with {PRODUCT_NAME} is limited to{' '}
          <strong>
            {formatPounds(LIABILITY_CAP_GBP)} ({LIABILITY_CAP_GBP.toLocaleString('en-GB')} GBP)
          </strong>. This limit does not apply to returning your own
          cash balance or winnings owed to you, and nothing in these terms limits our liability for death or personal injury
          caused by our negligence, for fraud, or for anything else the law does not allow us to limit.
        </p>
        <p>
          We are not responsible for losses caused by events outside our control, such as a streamer&apos;s broadcast or
          internet connection failing; where such an event affects a bet, the Betting Rules say how it is settled or voided.
        </p>
      </Section>

      <Section number={14}>
        <ul>
          <li>These terms are governed by the law of England and Wales. If you live in Northern Ireland or Scotland, you can also bring a claim in your local courts.</li>
          <li>If any part of these terms cannot be enforced, the rest still applies.</li>
          <li>We write to you in English, by email or in the app, using the contact details on your account.</li>
        </ul>
      </Section>
    </StaticPage>
  );
}
