import { FirebaseError } from 'firebase/app';
import { errorMessage } from '../../lib/errors';
import { walletMessages } from '@shared/wallet/messages';

/** Refusals whose server message is written for the user (e.g. insufficient balance, payout method unavailable). */
const USER_FACING_CODES = new Set([
  'functions/failed-precondition',
  'functions/invalid-argument',
  'functions/permission-denied',
  'functions/resource-exhausted',
  'functions/unauthenticated',
]);

/** The toast for a payout that did not go through: the server's reason when it refused, else the spec's text. */
export function payoutErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError && USER_FACING_CODES.has(error.code)) return errorMessage(error, walletMessages.payoutFailed);
  return walletMessages.payoutFailed;
}
