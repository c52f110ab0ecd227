import { Fragment } from 'react';
import { BET_LIMIT_DEFAULTS, LIMIT_MIN_CENTS } from '@shared/preferences/preferences';
import { AgeRestricted } from './AgeRestricted';
import { BroadcastDelayNotice } from './BroadcastDelayNotice';
import { formatCount, formatDollars, joinWithOr } from './formatFacts';
import { LegalSection } from '../../ui/LegalSection';
import { EmailLink, PageLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { BONUS_CREDIT_CENTS } from '@shared/core/money';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { BATTLE_SERIES_FORMATS, BATTLE_STARTING_ODDS, KILLS_WIN_PARLAY, MIN_STAKE_CENTS, STREAM_BET_SETTLEMENT_MINUTES } from '@shared/pages/terms';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';

const SECTIONS = [
  { id: 'general', title: 'General rules' },
  { id: 'stream-bets', title: 'Stream bets' },
  { id: 'battle-bets', title: 'Battle bets' },
  { id: 'kills-win', title: 'Kills + Win parlays' },
  { id: 'settlement', title: 'Results and settlement' },
  { id: 'voids', title: 'Void bets and refunds' },
  { id: 'integrity', title: 'Fair play' },
] as const;

const STREAM_MARKETS = [
  { name: 'Kills', rule: 'The streamer reaches the kills target shown for the match.' },
  { name: 'Even Kills / Odd Kills', rule: "The streamer's final kill count is an even or an odd number (zero counts as even)." },
  {
    name: 'Kills Range (Low, Mid, High, Max)',
    rule: "The streamer's final kill count falls inside the range shown for your pick. Each range has its own odds.",
  },
  { name: 'Match Win', rule: "The streamer's side wins the match." },
  {
    name: 'Kills / Death',
    rule: "The streamer's kills divided by deaths for the match reaches the target ratio shown. Offered on Valorant only.",
  },
] as const;

export function BettingRulesPage() {
  return (
    <AgeRestricted>
      <StaticPage
        title="Betting Rules"
        intro={`How bets on ${PRODUCT_NAME} work: what you can bet on, how odds and payouts are worked out, and when bets are settled or void.`}
        contents={SECTIONS}
      >
        <BroadcastDelayNotice />

        <LegalSection {...SECTIONS[0]} number={1}>
          <ul>
            <li>
              Betting is open to identity-verified customers aged 18 or over in Great Britain and Northern Ireland, while
              betting is available for their account.
            </li>
            <li>
              The smallest stake is <strong>{formatDollars(MIN_STAKE_CENTS)}</strong>. You can pay with product cash, Bonus
              Credits (each worth {formatDollars(BONUS_CREDIT_CENTS)}) or both.
            </li>
            <li>
              Your bet limits apply to every bet: by default at most{' '}
              <strong>{formatDollars(BET_LIMIT_DEFAULTS.bet)} per bet</strong> and{' '}
              <strong>{formatDollars(BET_LIMIT_DEFAULTS.match)} per match</strong>. You can lower them to as little as{' '}
              {formatDollars(LIMIT_MIN_CENTS)} in <PageLink to={PREFERENCE_PATHS.preferences}>Manage My Gambling</PageLink>. The bet form
              shows the most you can place.
            </li>
            <li>
              Odds are decimal. Your potential return is your stake multiplied by the odds (for example, $10 at 2.5 returns
              $25, including your stake). The return is shown before you confirm.
            </li>
            <li>
              A bet is placed only when you confirm it and it appears in your transaction history. If the odds change before
              then, the bet is not placed and you are shown the new odds to review.
            </li>
            <li>Placed bets cannot be cancelled or changed.</li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[1]} number={2}>
          <p>
            A stream bet is a bet on a streamer&apos;s result in their <strong>next match</strong>, placed from their page
            while they are live.
          </p>
          <h3>Markets</h3>
          <dl>
            {STREAM_MARKETS.map((market) => (
              <Fragment key={market.name}>
                <dt>{market.name}</dt>
                <dd>{market.rule}</dd>
              </Fragment>
            ))}
          </dl>
          <p>
            The markets offered depend on the game and mode the streamer is playing; the bet dialog shows only those that
            apply, with the target and odds for each. Call of Duty: Warzone tracks kills only, and FIFA has no stream bets.
          </p>
          <h3>Timing</h3>
          <ul>
            <li>Bets are accepted until the streamer&apos;s next match starts, and only while the streamer is live.</li>
            <li>
              If the match is reset (for example a remake after a disconnection), bets stay live for the following match.
            </li>
            <li>
              Bets are settled within <strong>{formatCount(STREAM_BET_SETTLEMENT_MINUTES, 'minute')}</strong> of the end of
              the match.
            </li>
          </ul>
          <h3>Tips</h3>
          <p>
            You can add an optional tip for the streamer as a percentage (10%, 15%, 20% or your own figure up to 100%).
            The payout summary shows the tip and what you receive before you confirm.
          </p>
        </LegalSection>

        <LegalSection {...SECTIONS[2]} number={3}>
          <p>
            Battles are scheduled contests between two competitors, a challenger and an opponent, who may be single players
            or teams. A battle is played as a series: {joinWithOr(BATTLE_SERIES_FORMATS.map((format) => format.toLowerCase()))}.
            You bet on which competitor wins the series.
          </p>
          <ul>
            <li>
              Battles open with decimal odds between {BATTLE_STARTING_ODDS.min} and {BATTLE_STARTING_ODDS.max} for each
              side. Odds move as bets come in; your bet keeps the odds it was placed at.
            </li>
            <li>
              <strong>Battle Chest.</strong> Every bet adds to the Battle Chest. A battle can only start once the chest holds
              enough bets to make it a fair contest. If it does not fill before the battle is due, the battle is cancelled
              and every stake is returned.
            </li>
            <li>
              Some battles are played with a prize reserve. On those, a fee is worked out from your stake and odds and shown
              on the bet form before you confirm; no fee applies to other battles.
            </li>
            <li>
              Streamers may bet on themselves to win a battle they play in, but on nothing else in that battle. No player may
              bet on the side against them.
            </li>
            <li>Bets are accepted until the battle goes live.</li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[3]} number={4}>
          <p>
            A Kills + Win parlay combines two results in one: the streamer must reach the kills target{' '}
            <strong>and</strong> win the same match. If both happen, the streamer receives{' '}
            {KILLS_WIN_PARLAY.completedPercent}% of your base amount; if either misses, they receive{' '}
            {KILLS_WIN_PARLAY.failedPercent}%. Read the full rules on the{' '}
            <PageLink to={PAGE_PATHS.parlay}>Kills + Win page</PageLink>.
          </p>
        </LegalSection>

        <LegalSection {...SECTIONS[4]} number={5}>
          <ul>
            <li>
              Stream bets are settled from the match statistics recorded for the streamer&apos;s account. Results on Valorant
              are recorded automatically from match data, around the clock; on other games they are recorded by our live
              results team, so stream betting on those games is open during staffed hours only.
            </li>
            <li>
              Battle results are recorded game by game by the battle&apos;s organiser and checked in review before the battle
              is marked final. Bets are settled when it is final.
            </li>
            <li>Winnings are paid to your product cash balance, and you are notified when a bet is settled.</li>
            <li>
              If a result is recorded wrongly, we correct it and re-settle the affected bets, which can mean taking back
              winnings paid in error. We tell you if this affects you.
            </li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[5]} number={6}>
          <p>A void bet is cancelled and its stake returned in full: cash to your balance, Bonus Credits to your credits. A bet is void when:</p>
          <ul>
            <li>the match or battle it is on does not take place, or is cancelled;</li>
            <li>a battle is voided by an administrator, for example because it could not be played fairly;</li>
            <li>the streamer goes offline and the match cannot be tracked, or its statistics cannot be recorded;</li>
            <li>it was accepted after the match had started or its result was known;</li>
            <li>it was placed at odds that were obviously wrong (a palpable error), unless we settle it at the correct odds;</li>
            <li>we find cheating, collusion or any attempt to influence a result.</li>
          </ul>
        </LegalSection>

        <LegalSection {...SECTIONS[6]} number={7}>
          <ul>
            <li>Streamers may not bet or send challenges on their own stream.</li>
            <li>
              Using more than one account, betting for someone else, or using inside information about a match is not allowed.
            </li>
            <li>
              We report suspected match-fixing to the Gambling Commission and may withhold winnings while we investigate.
            </li>
            <li>
              Questions about a bet? Email <EmailLink address={SUPPORT_EMAIL} /> with the time of the bet and the streamer or
              battle it was on.
            </li>
          </ul>
        </LegalSection>
      </StaticPage>
    </AgeRestricted>
  );
}
