import { formatDateTime } from '@shared/core/dates';
import { formatCents } from '@shared/core/money';
import { supportMessages } from '@shared/support/messages';
import type { SupportUserView } from '@shared/support/types';
import { plural } from '../../lib/plural';

export const DESK_ACTIONS = [
  'liftSelfExclusion',
  'setExclusion',
  'clearExclusion',
  'withdrawBetting',
  'restoreBetting',
  'allowIdentityRetry',
  'grantBonusCredits',
  'adjustBalance',
] as const;
export type DeskActionId = (typeof DESK_ACTIONS)[number];

/** What an action's dialog asks for besides the reason. */
export type DeskActionField = 'bonusCredits' | 'amount';

/** What the dialog submits: the reason, and the credits or the dollar amount for the money actions. */
export interface DeskActionValues {
  reason: string;
  bonusCredits?: number;
  /** Dollars, signed: negative takes money off the balance. */
  amount?: number;
}

export interface DeskAction {
  id: DeskActionId;
  /** The button on the desk. */
  label: string;
  /** The dialog's title and the confirming button. */
  title: string;
  confirm: string;
  /** What the action does to this user, in the dialog. */
  describe: (view: SupportUserView) => string;
  field?: DeskActionField;
  /** Why the action does not apply to this user now, or null when it does (the button is enabled). */
  unavailable: (view: SupportUserView) => string | null;
  /** The success toast. */
  done: (view: SupportUserView, values: DeskActionValues) => string;
  /** Actions that take something away are shown in the warning colour. */
  restrictive?: boolean;
}

const endedOn = (view: SupportUserView) => {
  const end = view.selfExclusion.endDate;
  return end === null ? '' : ` on ${formatDateTime(end)}`;
};

const signedDollars = (amount = 0) => `${amount < 0 ? '-' : '+'}${formatCents(Math.round(Math.abs(amount) * 100))}`;

/** Every support action, with when it applies; the server checks the same conditions and refuses otherwise. */
export const DESK_ACTION_DEFINITIONS: Record<DeskActionId, DeskAction> = {
  liftSelfExclusion: {
    id: 'liftSelfExclusion',
    label: 'Lift ended self-exclusion',
    title: 'Lift the ended self-exclusion',
    confirm: 'Lift self-exclusion',
    describe: (view) =>
      `${view.username}'s self-exclusion ended${endedOn(view)}. Lifting it lets them deposit and gamble again, unless a pause or a support exclusion still applies. The dates stay on record.`,
    unavailable: (view) => {
      if (view.selfExclusion.awaitingSupport) return null;
      return view.selfExclusion.active ? 'The self-exclusion is still running.' : 'No ended self-exclusion to lift.';
    },
    done: (view) => `Self-exclusion lifted for ${view.username}`,
  },
  setExclusion: {
    id: 'setExclusion',
    label: 'Exclude from gambling',
    title: 'Exclude from gambling',
    confirm: 'Exclude',
    describe: (view) =>
      `Sets exclusion to Yes: ${view.username} can no longer deposit, bet, send challenges or enter events, whatever their own settings say. Withdrawals stay open.`,
    unavailable: (view) => (view.exclusion === 'Yes' ? 'Already excluded by support.' : null),
    done: (view) => `${view.username} is excluded from gambling`,
    restrictive: true,
  },
  clearExclusion: {
    id: 'clearExclusion',
    label: 'Clear exclusion',
    title: 'Clear the support exclusion',
    confirm: 'Clear exclusion',
    describe: (view) =>
      `Sets exclusion to No. ${view.username}'s own self-pause and self-exclusion, if any, still apply.`,
    unavailable: (view) => (view.exclusion === 'Yes' ? null : 'No support exclusion is set.'),
    done: (view) => `Exclusion cleared for ${view.username}`,
  },
  withdrawBetting: {
    id: 'withdrawBetting',
    label: 'Withdraw betting eligibility',
    title: 'Withdraw betting eligibility',
    confirm: 'Withdraw eligibility',
    describe: (view) =>
      `${view.username} can no longer bet; deposits, withdrawals and their gambling tools stay as they are. Their session bar disappears at once.`,
    unavailable: (view) => (view.betting ? null : 'Not eligible to bet.'),
    done: (view) => `Betting eligibility withdrawn from ${view.username}`,
    restrictive: true,
  },
  restoreBetting: {
    id: 'restoreBetting',
    label: 'Restore betting eligibility',
    title: 'Restore betting eligibility',
    confirm: 'Restore eligibility',
    describe: (view) => `${view.username} becomes eligible to bet again while betting is switched on.`,
    unavailable: (view) => {
      if (view.betting) return 'Already eligible to bet.';
      return view.identity.isVerified ? null : 'Identity not verified.';
    },
    done: (view) => `Betting eligibility restored for ${view.username}`,
  },
  allowIdentityRetry: {
    id: 'allowIdentityRetry',
    label: 'Allow a new identity check',
    title: 'Allow a new identity check',
    confirm: 'Allow new check',
    describe: (view) => `${view.username}'s identity check was denied. They may start one new check from /identity.`,
    unavailable: (view) => {
      const { identity } = view;
      if (identity.isVerified || identity.status !== 'denied') return 'Only after a denied identity check.';
      return identity.retryAllowed ? 'A new check is already allowed.' : null;
    },
    done: (view) => `${view.username} may start a new identity check`,
  },
  grantBonusCredits: {
    id: 'grantBonusCredits',
    label: 'Grant Bonus Credits',
    title: 'Grant Bonus Credits',
    confirm: 'Grant credits',
    describe: (view) =>
      `Spendable Bonus Credits (1 credit = $5) for ${view.username}, with a ledger entry and a notification. They have ${plural(view.account.credits, 'Bonus Credit')} now.`,
    field: 'bonusCredits',
    unavailable: () => null,
    done: (view, values) => `${plural(values.bonusCredits ?? 0, 'Bonus Credit')} granted to ${view.username}`,
  },
  adjustBalance: {
    id: 'adjustBalance',
    label: 'Adjust balance',
    title: 'Adjust the cash balance',
    confirm: 'Adjust balance',
    describe: (view) =>
      `Adds to or takes from ${view.username}'s cash balance of ${formatCents(view.account.balance)} (a negative amount takes money off), as an admin adjustment in their ledger.`,
    field: 'amount',
    unavailable: () => null,
    done: (view, values) => `Balance of ${view.username} adjusted by ${signedDollars(values.amount)}`,
  },
};

/** Why nothing on the desk applies to this user (their own account), or null. */
export function deskClosedFor(view: SupportUserView, currentUid: string | undefined): string | null {
  return view.id === currentUid ? supportMessages.ownAccount : null;
}
