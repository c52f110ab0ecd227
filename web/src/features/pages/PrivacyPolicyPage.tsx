import { Fragment } from 'react';
import { formatCount } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, ExternalLink, PageLink } from '../../ui/links';
import { PageMeta } from './PageMeta';
import { StaticPage } from '../../ui/StaticPage';
import { MINIMUM_AGE, PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { PRIVACY_POLICY_LAST_UPDATED, RECORDS_RETENTION_YEARS } from '@shared/pages/terms';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

const SECTIONS = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'The information we collect' },
  { id: 'why-we-use-it', title: 'How we use it and our lawful bases' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'transfers', title: 'International transfers' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'security', title: 'Keeping your information safe' },
  { id: 'changes', title: 'Changes to this policy' },
] as const;

const COLLECTED = [
  { what: 'Account details', detail: 'Email address, username, password (stored only as a secure hash), profile image and sign-in method.' },
  {
    what: 'Identity and age',
    detail: 'Name, date of birth, address and the result of our identity check, carried out by an independent provider.',
  },
  {
    what: 'Payments',
    detail:
      'Deposits and withdrawals, and the PayPal or bank references that go with them. We never see or store your card or bank login details.',
  },
  { what: 'Gambling activity', detail: 'Bets, challenges, parlays, event entries, Bonus Credits and your full transaction history.' },
  {
    what: 'Safer gambling',
    detail: 'Your limits, reality check setting, pauses and self-exclusions, and our contact with you about them.',
  },
  { what: 'Location and device', detail: 'IP address and the region it places you in, browser type and app version.' },
  {
    what: 'Connected accounts',
    detail: 'If you link them: your Google, Twitch or Riot Games account id, username and, for streamers, channel and match statistics.',
  },
  { what: 'Communications', detail: 'Emails with our support team, survey answers and your marketing preferences.' },
] as const;

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro={`How ${PRODUCT_NAME} collects, uses and protects your personal information under the UK GDPR and the Data Protection Act 2018.`}
      meta={<PageMeta label={`Last updated ${PRIVACY_POLICY_LAST_UPDATED}`} />}
      contents={SECTIONS}
    >
      <LegalSection {...SECTIONS[0]} number={1}>
        <p>
          {PRODUCT_NAME} is the controller of the personal information described here. For any question about your data, or
          to use your rights, email <EmailLink address={SUPPORT_EMAIL} /> with &quot;Privacy&quot; in the subject line.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[1]} number={2}>
        <dl>
          {COLLECTED.map((item) => (
            <Fragment key={item.what}>
              <dt>{item.what}</dt>
              <dd>{item.detail}</dd>
            </Fragment>
          ))}
        </dl>
      </LegalSection>

      <LegalSection {...SECTIONS[2]} number={3}>
        <ul>
          <li>
            <strong>To provide our service (contract):</strong> running your account and balance, taking deposits, placing
            and settling bets, paying withdrawals and answering your questions.
          </li>
          <li>
            <strong>To meet the law and our licence (legal obligation):</strong> verifying your age and identity, checking
            where you are playing from, preventing money laundering and fraud, keeping financial records, protecting you
            from gambling harm and reporting to the Gambling Commission and other authorities when required.
          </li>
          <li>
            <strong>In our legitimate interests:</strong> keeping the service secure, investigating cheating and match
            fixing, and understanding how the service is used so we can improve it. We balance these interests against
            your rights.
          </li>
          <li>
            <strong>With your consent:</strong> marketing emails and notifications and non-essential cookies. You can
            withdraw consent at any time in <PageLink to={PREFERENCE_PATHS.preferences}>Manage My Gambling</PageLink>; we never market
            gambling to anyone who is paused or self-excluded.
          </li>
        </ul>
        <p>
          Some decisions are made automatically, such as refusing a deposit that would break your limits or blocking access
          from outside the United Kingdom. If you disagree with one, email us and a person will review it.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[3]} number={4}>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>our identity-verification provider, to check your age and identity;</li>
          <li>PayPal and our open banking provider, to take deposits and pay withdrawals;</li>
          <li>Google Cloud (Firebase), which hosts our service and stores our data;</li>
          <li>Twitch, Google and Riot Games, when you choose to sign in with or connect those accounts;</li>
          <li>
            the Gambling Commission, law enforcement, tax authorities and other regulators, when the law requires it;
          </li>
          <li>professional advisers such as auditors and lawyers, under a duty of confidentiality.</li>
        </ul>
        <p>
          Streamers never see who placed a bet on them or how much; bet details become public only once settled, without
          your personal details.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[4]} number={5}>
        <p>
          Some of our providers process data outside the UK. Where they do, we rely on UK adequacy regulations or on the UK
          International Data Transfer Agreement (or Addendum) so your information keeps the same level of protection.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[5]} number={6}>
        <ul>
          <li>
            Financial and identity records: for up to {formatCount(RECORDS_RETENTION_YEARS, 'year')} after your account
            closes, as anti-money-laundering law requires.
          </li>
          <li>
            Self-exclusion records: for as long as the exclusion lasts and for as long afterwards as we need to stop the
            account being reopened by mistake.
          </li>
          <li>Marketing preferences: until you change them or your account closes.</li>
          <li>Everything else: only as long as we need it for the purpose we collected it for.</li>
        </ul>
      </LegalSection>

      <LegalSection {...SECTIONS[6]} number={7}>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>get a copy of the personal information we hold about you;</li>
          <li>have inaccurate information corrected;</li>
          <li>have information deleted, where we do not need to keep it by law;</li>
          <li>restrict or object to how we use it, including for direct marketing at any time;</li>
          <li>receive information you gave us in a portable format;</li>
          <li>withdraw your consent, where we rely on it.</li>
        </ul>
        <p>
          Email <EmailLink address={SUPPORT_EMAIL} /> to use any of these rights. We reply within one month and do not charge
          for this. If you are unhappy with how we handle your data, you can complain to the{' '}
          <ExternalLink href={SUPPORT_ORGANISATIONS.ico.href}>{SUPPORT_ORGANISATIONS.ico.name}</ExternalLink> (
          {SUPPORT_ORGANISATIONS.ico.phone}).
        </p>
        <p>
          {PRODUCT_NAME} is not for anyone under {MINIMUM_AGE}. If we learn that we hold data about a child, we close the
          account and delete what the law allows.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[7]} number={8}>
        <p>
          We use cookies and your browser&apos;s local storage to keep you signed in, remember your choices, hold a referral
          code from a friend&apos;s link, and time your reality check. These are essential and are always on. With your
          consent we also use cookies to understand how the service is used. You can accept or decline them when you first
          visit and change your choice at any time on the Manage Cookies page.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[8]} number={9}>
        <p>
          Your data is encrypted in transit and at rest, access inside {PRODUCT_NAME} is limited to the people who need it,
          and balances can only be changed by our servers. Keep your password private, and tell us straight away if you
          think your account has been misused.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[9]} number={10}>
        <p>
          When we change this policy we update the date at the top of the page, and tell you by email or in the app if the
          change affects how we use your information. Read it alongside our{' '}
          <PageLink to={PAGE_PATHS.termsConditions}>Terms &amp; Conditions</PageLink>.
        </p>
      </LegalSection>
    </StaticPage>
  );
}
