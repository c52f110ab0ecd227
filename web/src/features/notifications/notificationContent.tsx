import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnRoundedIcon from '@mui/icons-material/DoNotDisturbOnRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import HighlightOffRoundedIcon from '@mui/icons-material/HighlightOffRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import SportsKabaddiRoundedIcon from '@mui/icons-material/SportsKabaddiRounded';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { battlePath, challengePath, eventPath } from '../../lib/plannedPaths';
import { plural } from '../../lib/plural';
import { countOf, dateOf, idOf, matchupOf, moneyOf, nameOf, oddsOf, quoted, textOf } from './notificationVariables';
import type { NotificationType } from '@shared/notifications/types';
import { accountReviewMessages } from '@shared/accountReview/messages';
import { IDENTITY_PATHS, PREFERENCE_PATHS, WALLET_PATHS } from '../../lib/paths';

export type NotificationTone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface NotificationContent {
  Icon: typeof SvgIcon;
  tone: NotificationTone;
  text: string;
  /** Where it leads; null for the types that lead nowhere. */
  link: string | null;
}

type Variables = Record<string, unknown>;

interface NotificationKind {
  Icon: typeof SvgIcon;
  tone: NotificationTone;
  text: (v: Variables) => string;
  /**
   * Where the notification leads: a path, false when it leads nowhere by design, or null when the variables do
   * not allow building its link (the notification is then left out).
   */
  link: (v: Variables) => string | false | null;
}

/** Spec 01 lists several types without a link: they render as plain entries. */
const noLink = () => false as const;

/** The battle's page is /battles/{slug}. */
const battleLink = (v: Variables) => {
  const slug = idOf(v.slug);
  return slug ? battlePath(slug) : null;
};
const challengeLink = (v: Variables) => {
  const id = idOf(v.streamId);
  return id ? challengePath(id) : null;
};
const eventLink = (v: Variables) => {
  const id = idOf(v.eventId);
  return id ? eventPath(id) : null;
};
const to = (path: string) => () => path;

const streamerOf = (v: Variables) => nameOf(v.streamer) ?? 'A streamer';
const streamerPossessive = (v: Variables) => {
  const name = nameOf(v.streamer);
  return name ? `${name}’s` : 'a streamer’s';
};
/** The battle a notification is about: "A vs B", else its title. */
const battleOf = (v: Variables) => matchupOf(v.competitors) ?? textOf(v.title);
const suffix = (prefix: string, value: string | null) => (value ? `${prefix}${value}` : '');

function bonusReason(reason: string | null): string {
  switch (reason) {
    case 'signup':
      return ' for signing up';
    case 'referral':
      return ' for referring a friend';
    case 'deposit':
      return ' in your Bonus Chest for your deposit';
    case 'support':
      return ' from Clutchpot support';
    default:
      return '';
  }
}

/** Icon, text and link for every notification type. */
const KINDS: Record<NotificationType, NotificationKind> = {
  account_review: {
    Icon: FactCheckRoundedIcon,
    tone: 'info',
    text: () => accountReviewMessages.accountReviewNotification,
    link: to(WALLET_PATHS.withdraw),
  },
  battle_bet_placed: {
    Icon: SportsKabaddiRoundedIcon,
    tone: 'primary',
    text: (v) => {
      const pick = nameOf(v.competitor);
      const amount = moneyOf(v.amount);
      const bet = amount ? `You bet ${amount}` : 'Your bet is placed';
      return `${bet}${suffix(' on ', pick)}${suffix(' at odds of ', oddsOf(v.odds))}${suffix(' in ', battleOf(v))}`;
    },
    link: battleLink,
  },
  battle_bet_won: {
    Icon: EmojiEventsRoundedIcon,
    tone: 'success',
    text: (v) => {
      const amount = moneyOf(v.amount);
      const pick = nameOf(v.competitor);
      const head = amount ? `You won ${amount}` : 'Your bet won';
      return `${head}${suffix(' on ', pick)}${suffix(' in ', battleOf(v))}`;
    },
    link: battleLink,
  },
  battle_earnings: {
    Icon: PaymentsRoundedIcon,
    tone: 'success',
    text: (v) => `You earned ${moneyOf(v.amount) ?? 'money'} from ${battleOf(v) ?? 'a battle'}`,
    link: battleLink,
  },
  battle_prize: {
    Icon: EmojiEventsRoundedIcon,
    tone: 'success',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `You won ${amount ? `a ${amount} prize` : 'a prize'} in ${battleOf(v) ?? 'a battle'}`;
    },
    link: battleLink,
  },
  battle_rescheduled: {
    Icon: EventRepeatRoundedIcon,
    tone: 'warning',
    text: (v) => {
      const change = (v.scheduleChange ?? {}) as Variables;
      const from = dateOf(change.old);
      const until = dateOf(change.new);
      const when = until ? `${suffix(' from ', from)} to ${until}` : '';
      return `${battleOf(v) ?? 'A battle'} has been rescheduled${when}`;
    },
    link: battleLink,
  },
  bet_corrected: {
    Icon: ReplayRoundedIcon,
    tone: 'warning',
    text: (v) => {
      const cash = typeof v.amount === 'number' && Number.isFinite(v.amount) ? v.amount : 0;
      const money = cash > 0 ? `: ${moneyOf(cash)} added to your balance` : cash < 0 ? `: ${moneyOf(-cash)} taken from your balance` : '';
      const change = textOf(v.from) && textOf(v.to) ? ` from ${textOf(v.from)} to ${textOf(v.to)}` : '';
      return `Your ${textOf(v.title) ?? 'bet'} on ${streamerPossessive(v)} stream was corrected${change}${money}`;
    },
    link: challengeLink,
  },
  bonus_credit_transfer: {
    Icon: Inventory2RoundedIcon,
    tone: 'secondary',
    text: (v) => {
      const credits = countOf(v.credits);
      return `${credits ? plural(credits, 'Bonus Credit') : 'Bonus Credits'} unlocked from your Bonus Chest`;
    },
    link: to(WALLET_PATHS.deposit),
  },
  bonus_credits_added: {
    Icon: TollRoundedIcon,
    tone: 'secondary',
    text: (v) => {
      const credits = countOf(v.credits) ?? countOf(v.bonusChestCredits);
      const reason = textOf(v.reason);
      const intoChest = reason !== 'deposit' && countOf(v.credits) === null && credits !== null ? ' in your Bonus Chest' : '';
      return `You received ${credits ? plural(credits, 'Bonus Credit') : 'Bonus Credits'}${intoChest}${bonusReason(reason)}`;
    },
    link: to(WALLET_PATHS.deposit),
  },
  challenge_bet_won: {
    Icon: EmojiEventsRoundedIcon,
    tone: 'success',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `${amount ? `You won ${amount}` : 'You won'} on ${streamerPossessive(v)} challenge${quoted(textOf(v.title))}`;
    },
    link: challengeLink,
  },
  challenge_completed: {
    Icon: CheckCircleRoundedIcon,
    tone: 'success',
    text: (v) => `${streamerOf(v)} completed your challenge${quoted(textOf(v.title))}`,
    link: challengeLink,
  },
  challenge_received: {
    Icon: BoltRoundedIcon,
    tone: 'primary',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `${nameOf(v.challenger) ?? 'A viewer'} sent you ${amount ? `a ${amount} challenge` : 'a challenge'}${quoted(textOf(v.title))}`;
    },
    link: challengeLink,
  },
  challenge_rejected: {
    Icon: DoNotDisturbOnRoundedIcon,
    tone: 'warning',
    text: (v) => `${streamerOf(v)} declined your challenge${quoted(textOf(v.title))}${suffix(': ', textOf(v.reason))}`,
    link: challengeLink,
  },
  challenge_failed: {
    Icon: HighlightOffRoundedIcon,
    tone: 'error',
    text: (v) => `${streamerOf(v)} did not complete your challenge${quoted(textOf(v.title))}`,
    link: challengeLink,
  },
  deposit: {
    Icon: AccountBalanceWalletRoundedIcon,
    tone: 'success',
    text: (v) => `${moneyOf(v.amount) ?? 'Your deposit was'} added to your balance`,
    link: to(WALLET_PATHS.deposit),
  },
  event_completed: {
    Icon: EmojiEventsRoundedIcon,
    tone: 'success',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `${amount ? `You won ${amount}` : 'You won'} in the event${quoted(textOf(v.title))}`;
    },
    link: eventLink,
  },
  identity_retry_allowed: {
    Icon: VerifiedUserRoundedIcon,
    tone: 'info',
    text: () => 'You can verify your identity again',
    link: to(IDENTITY_PATHS.identity),
  },
  inquiry_completed: {
    Icon: VerifiedUserRoundedIcon,
    tone: 'success',
    text: (v) => (textOf(v.status) === 'denied' ? 'Your identity could not be verified' : 'Your identity has been verified'),
    // Verified: set your limits before the first deposit (RTS 12A). A denial leads nowhere.
    link: (v) => (textOf(v.status) === 'denied' ? false : PREFERENCE_PATHS.preferences),
  },
  limit_decision_review: {
    Icon: FactCheckRoundedIcon,
    tone: 'info',
    text: () => accountReviewMessages.limitDecisionNotification,
    link: to(`${PREFERENCE_PATHS.preferences}#deposit-limits`),
  },
  payout: {
    Icon: PaymentsRoundedIcon,
    tone: 'info',
    text: (v) => {
      const amount = moneyOf(v.amount);
      const withdrawal = amount ? `Your withdrawal of ${amount}` : 'Your withdrawal';
      return textOf(v.status) === 'failed'
        ? `${withdrawal} could not be paid and is back in your balance`
        : `${withdrawal} is on its way`;
    },
    link: noLink,
  },
  prop_bet_won: {
    Icon: EmojiEventsRoundedIcon,
    tone: 'success',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `${amount ? `You won ${amount}` : 'You won'} on ${streamerPossessive(v)} stream${quoted(textOf(v.title))}`;
    },
    link: challengeLink,
  },
  prop_bet_placed: {
    Icon: LiveTvRoundedIcon,
    tone: 'primary',
    text: (v) => {
      const amount = moneyOf(v.amount);
      return `${amount ? `You bet ${amount}` : 'Your bet is placed'} on ${streamerPossessive(v)} stream${quoted(textOf(v.title))}${suffix(' at odds of ', oddsOf(v.odds))}`;
    },
    link: challengeLink,
  },
  refund: {
    Icon: ReplayRoundedIcon,
    tone: 'info',
    text: (v) => {
      const amount = moneyOf(v.amount);
      const reason = textOf(v.reason);
      return `${amount ? `${amount} refunded` : 'A refund was added'} to your balance${reason ? ` (${reason})` : ''}`;
    },
    link: noLink,
  },
  stream_live: {
    Icon: LiveTvRoundedIcon,
    tone: 'error',
    text: (v) => `${streamerOf(v)} is live now${suffix(': ', textOf(v.title))}`,
    link: challengeLink,
  },
};

/**
 * What a notification shows: icon, text and link (null for the types without one). Null for an unknown type
 * (rendered as nothing) and for a notification whose link cannot be built (skipped).
 */
export function notificationContent(type: unknown, variables: unknown): NotificationContent | null {
  if (typeof type !== 'string' || !Object.hasOwn(KINDS, type)) return null;
  const kind = KINDS[type as NotificationType];
  const v = variables && typeof variables === 'object' ? (variables as Variables) : {};
  const link = kind.link(v);
  if (link === null) return null;
  return { Icon: kind.Icon, tone: kind.tone, text: kind.text(v), link: link === false ? null : link };
}
