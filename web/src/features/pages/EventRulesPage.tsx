import { Fragment } from 'react';
import { AgeRestricted } from './AgeRestricted';
import { formatCount, formatDollars } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, PageLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { EVENT_MAX_ENTRANTS, EVENT_PAYOUT_PERCENT, EVENT_RESULTS_DELAY_HOURS, MIN_STAKE_CENTS, MINI_EVENT_HOURS } from '@shared/pages/terms';
import { PAGE_PATHS } from '../../lib/paths';

const SECTIONS = [
  { id: 'what-events-are', title: 'What events are' },
  { id: 'entering', title: 'Entering an event' },
  { id: 'starting', title: 'When an event starts' },
  { id: 'winners', title: 'Results and winners' },
  { id: 'prize-pool', title: 'Prize pool' },
  { id: 'statuses', title: 'Event statuses' },
  { id: 'refunds', title: 'Cancellations and refunds' },
] as const;

const STATUSES = [
  { label: 'Pending', meaning: 'The event is open for entries and is waiting to start.' },
  { label: 'Started', meaning: 'The event is being played. Entries are closed.' },
  { label: 'Pending Results', meaning: 'Play has ended and results are being confirmed.' },
  { label: 'Completed', meaning: 'Winners are confirmed and prizes are paid.' },
] as const;

export function EventRulesPage() {
  return (
    <AgeRestricted>
      <StaticPage
        title="Event Rules"
        intro={`How ${PRODUCT_NAME} events run: who can enter, how they start, how winners are decided and how the prize pool is paid.`}
        contents={SECTIONS}
      >
        <LegalSection {...SECTIONS[0]} number={1}>
          <p>
            An event is a competition between players, hosted by a streamer or sponsored by {PRODUCT_NAME}. Entrants pay an
            entry price into a shared prize pool, and viewers can add money to the pool to raise the stakes.
          </p>
          <ul>
            <li>
              <strong>Kills events</strong> are won by the entrant with the most kills over the event.
            </li>
            <li>
              <strong>Rank events</strong> are won by the entrant whose team finishes in the best placement.
            </li>
            <li>
              <strong>Mini events</strong> last {formatCount(MINI_EVENT_HOURS, 'hour')} and are decided automatically.
            </li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[1]} number={2}>
          <ul>
            <li>You need to be logged in, identity verified and aged 18 or over to enter or add money to an event.</li>
            <li>
              Each event shows its entry price per player. Pay it with product cash, Bonus Credits or both; the smallest
              amount you can add to an event is {formatDollars(MIN_STAKE_CENTS)}.
            </li>
            <li>An event takes at most {EVENT_MAX_ENTRANTS} entrants.</li>
            <li>
              While the event is still Pending you can drop out with the same Enter button, and your entry is refunded.
            </li>
            <li>
              A streamer may enter their own event only when it allows self sign-up and has fewer than {EVENT_MAX_ENTRANTS}{' '}
              entrants.
            </li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[2]} number={3}>
          <p>Each event says how it starts:</p>
          <ul>
            <li>
              <strong>Goal:</strong> the event starts when the prize pool reaches the dollar amount shown.
            </li>
            <li>
              <strong>Time:</strong> the event starts at the date and time shown.
            </li>
            <li>
              <strong>Host&apos;s call:</strong> with no goal or time set, the host starts the event.
            </li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[3]} number={4}>
          <ul>
            <li>
              Results are taken from the match statistics of each entrant&apos;s connected game account, and confirmed{' '}
              {formatCount(EVENT_RESULTS_DELAY_HOURS, 'hour')} after the event ends, to allow for late match data.
            </li>
            <li>For a manual event, the host selects the winners from the recorded results.</li>
            <li>Where entrants tie, they share the winnings equally.</li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[4]} number={5}>
          <ul>
            <li>
              Sponsored events pay <strong>{EVENT_PAYOUT_PERCENT.sponsored}%</strong> of the prize pool to the winners.
            </li>
            <li>
              Streamer-led events pay <strong>{EVENT_PAYOUT_PERCENT.streamerLed}%</strong> of the prize pool to the winners.
            </li>
            <li>Where there is more than one winner, the winners&apos; share is split equally between them.</li>
            <li>Prizes are paid to the winners&apos; product cash balance once the event is Completed.</li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[5]} number={6}>
          <dl>
            {STATUSES.map((status) => (
              <Fragment key={status.label}>
                <dt>{status.label}</dt>
                <dd>{status.meaning}</dd>
              </Fragment>
            ))}
          </dl>
        </LegalSection>

        <LegalSection {...SECTIONS[6]} number={7}>
          <ul>
            <li>If an event is declined or cancelled before it starts, every entry and every amount added is refunded in full.</li>
            <li>If an event cannot be completed fairly, for example because match data is unavailable, we void it and refund everyone.</li>
            <li>
              Cheating, sharing accounts or playing on someone else&apos;s behalf disqualifies an entrant without refund. Our{' '}
              <PageLink to={PAGE_PATHS.bettingRules}>Betting Rules</PageLink> on fair play apply to events too.
            </li>
            <li>
              Questions about an event? Email <EmailLink address={SUPPORT_EMAIL} /> with the event&apos;s name.
            </li>
          </ul>
        </LegalSection>
      </StaticPage>
    </AgeRestricted>
  );
}
