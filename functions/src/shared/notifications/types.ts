import type { Timestamp } from '../core/timestamp';

export const NOTIFICATION_TYPES = [
  'account_review',
  'battle_bet_placed',
  'battle_bet_won',
  'battle_earnings',
  'battle_prize',
  'battle_rescheduled',
  'bet_corrected',
  'bonus_credit_transfer',
  'bonus_credits_added',
  'challenge_bet_won',
  'challenge_completed',
  'challenge_received',
  'challenge_rejected',
  'challenge_failed',
  'deposit',
  'event_completed',
  'identity_retry_allowed',
  'inquiry_completed',
  'limit_decision_review',
  'payout',
  'prop_bet_won',
  'prop_bet_placed',
  'refund',
  'stream_live',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export interface NotificationDoc<T = Timestamp> {
  type: NotificationType;
  timestamp: T;
  variables: Record<string, unknown>;
}