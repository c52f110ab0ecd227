/**
 * The username typed on the signup form, kept until the account document is created right after sign-up
 * (the same code path creates accounts for Google, Twitch and email users).
 */
const KEY = 'clutchpot.pendingUsername';

export function rememberSignupUsername(username: string | undefined): void {
  if (username) sessionStorage.setItem(KEY, username);
  else sessionStorage.removeItem(KEY);
}

export function takeSignupUsername(): string | undefined {
  const value = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return value;
}
