import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_RESERVED_PATTERN, USERNAME_SUFFIX_MAX, USERNAME_SUFFIX_MIN } from '../shared/users/constants';

/** Length of the random collision suffix (1000-9999: four digits). */
export const USERNAME_SUFFIX_DIGITS = String(USERNAME_SUFFIX_MAX).length;

export function randomUsernameSuffix(): string {
  return String(randomInt(USERNAME_SUFFIX_MIN, USERNAME_SUFFIX_MAX + 1));
}

function clean(value: string | undefined): string {
  const name = (value ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, USERNAME_MAX_LENGTH);
  return USERNAME_RESERVED_PATTERN.test(name) ? name.replace(/_+$/, '') : name;
}

/**
 * Turns any requested name (a signup field, an email prefix, a Twitch login) into one that meets the username
 * rule: letters, digits, dash and underscore, 5 to 32 characters. Names that are too short get a random suffix.
 */
export function normalizeUsername(
  requested: string | undefined,
  fallback: string,
  suffix: () => string = randomUsernameSuffix,
): string {
  let name = clean(requested) || clean(fallback) || 'player';
  if (name.length < USERNAME_MIN_LENGTH) name = `${name}${suffix()}`.slice(0, USERNAME_MAX_LENGTH);
  return name;
}

/** `desired` with a collision suffix, cut so the result stays within the maximum length. */
export function suffixedUsername(desired: string, suffix: string): string {
  return `${desired.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}
