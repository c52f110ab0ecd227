
import { SOCIAL_LINKS } from '../../ui/socialLinks';
import { joinWithAnd } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, ExternalLink, PageLink } from '../../ui/links';
import { PageMeta } from './PageMeta';
import { StaticPage } from '../../ui/StaticPage';
import { APP_VERSION, MINIMUM_AGE, PERMITTED_REGION, PRODUCT_NAME, SUPPORTED_GAMES, SUPPORT_EMAIL } from '@shared/core/product';
import { CHALLENGE_STREAMER_SHARE_PERCENT } from '@shared/pages/terms';
import { PAGE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

export function AboutUsPage() {
  return (
    <StaticPage
      title="About Us"
      intro={`${PRODUCT_NAME} puts you in the game: bet on the streamers you watch, challenge them live and back your side in esports battles.`}
      meta={<PageMeta label={`App version ${APP_VERSION}`} />}
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          {PRODUCT_NAME} started with a simple idea: watching a great streamer is more fun when you have something riding on
          the next match. We built a home for that feeling, where viewers back streamers&apos; kills and wins as they play,
          send them paid challenges, and follow scheduled battles between players and teams across {joinWithAnd(SUPPORTED_GAMES)}.
        </p>
        <p>
          Streamers are at the heart of it. They keep {CHALLENGE_STREAMER_SHARE_PERCENT}% of what their completed challenges
          earn, and they get tools to run it all from their channel: an on-stream overlay, a chat bot and a banner for their
          page.
        </p>
      </LegalSection>

      <LegalSection id="how-we-play-fair" title="How we keep it fair and safe">
        <ul>
          <li>
            {PRODUCT_NAME} is licensed and regulated in Great Britain by the{' '}
            <ExternalLink href={SUPPORT_ORGANISATIONS.gamblingCommission.href}>Gambling Commission</ExternalLink>.
          </li>
          <li>
            Real-money play is only for customers aged {MINIMUM_AGE} or over in {PERMITTED_REGION}, and we verify every
            customer&apos;s identity before they can deposit or bet.
          </li>
          <li>Every change to a balance is made by our servers and recorded in your transaction history.</li>
          <li>
            Deposit and bet limits, reality checks, self-pause and self-exclusion are built in. Read our{' '}
            <PageLink to={PAGE_PATHS.responsibleGaming}>Responsible Gaming</PageLink> page.
          </li>
          <li>
            Our <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink> and{' '}
            <PageLink to={PAGE_PATHS.eventRules}>Event Rules</PageLink> say exactly how every result is settled.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="get-in-touch" title="Get in touch">
        <p>
          Questions, feedback or partnership ideas: email <EmailLink address={SUPPORT_EMAIL} />. Streamers who want to join
          can sign up and set up their channel from Settings.
        </p>
        <p>
          Join the community on{' '}
          {SOCIAL_LINKS.map((social, index) => (
            <span key={social.id}>
              <ExternalLink href={social.href}>{social.label}</ExternalLink>
              {index < SOCIAL_LINKS.length - 2 ? ', ' : index === SOCIAL_LINKS.length - 2 ? ' and ' : '.'}
            </span>
          ))}
        </p>
      </LegalSection>
    </StaticPage>
  );
}
