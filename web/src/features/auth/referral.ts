import { MAX_ID_LENGTH } from '@shared/core/ids';
import { REFERRAL_COOKIE } from '@shared/users/constants';


const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** Remembers who referred this visitor (set by /referral/{id}) until they sign up. */
export function storeReferralId(referralId: string): void {
  const value = referralId.trim().slice(0, MAX_ID_LENGTH);
  if (!value) return;
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(value)}; Max-Age=${THIRTY_DAYS_SECONDS}; Path=/; SameSite=Lax`;
}

export function readReferralId(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(REFERRAL_COOKIE.length + 1)) : '';
  return value || undefined;
}

export function clearReferralId(): void {
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
