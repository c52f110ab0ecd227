import { describe, expect, it } from 'vitest';
import {
  USERNAME_SUFFIX_DIGITS,
  normalizeUsername,
  randomUsernameSuffix,
  suffixedUsername,
} from './usernameRules';
import { USERNAME_SUFFIX_MAX, USERNAME_SUFFIX_MIN } from '../shared/users/constants';
import { accountSchema, isValidUsername } from '../shared/users/schemas';

const fixedSuffix = () => '1234';

describe('isValidUsername', () => {
  it.each(['abcde', 'Player_One', 'the-player', '12345', 'a'.repeat(32), '__abc', 'abc__'])('accepts %j', (name) => {
    expect(isValidUsername(name)).toBe(true);
  });

  it.each(['', 'abcd', 'a'.repeat(33), 'with space', 'dot.ted', 'sla/sh', 'ünïcode', '__abc__', '_____'])(
    'refuses %j',
    (name) => {
      expect(isValidUsername(name)).toBe(false);
    },
  );

  it('agrees with the account form rule', async () => {
    for (const name of ['abcde', 'abcd', 'a'.repeat(33), 'bad name', '__abc__', 'Good-Name_1']) {
      const formAccepts = await accountSchema.isValid({ email: 'a@example.com', username: name });
      expect(formAccepts, name).toBe(isValidUsername(name));
    }
  });
});

describe('normalizeUsername', () => {
  it('keeps a valid requested name as it is', () => {
    expect(normalizeUsername('Player_One', 'fallback', fixedSuffix)).toBe('Player_One');
    expect(normalizeUsername('a'.repeat(32), 'fallback', fixedSuffix)).toBe('a'.repeat(32));
  });

  it('drops characters outside the rule', () => {
    expect(normalizeUsername('John Smith!', 'fallback', fixedSuffix)).toBe('JohnSmith');
    expect(normalizeUsername('jöhn.dœ@home', 'fallback', fixedSuffix)).toBe('jhndhome');
  });

  it('cuts long names to 32 characters', () => {
    expect(normalizeUsername('x'.repeat(64), 'fallback', fixedSuffix)).toBe('x'.repeat(32));
  });

  it('pads short names with the suffix', () => {
    expect(normalizeUsername('ab', 'fallback', fixedSuffix)).toBe('ab1234');
    expect(normalizeUsername('a', 'fallback', fixedSuffix)).toBe('a1234');
    expect(normalizeUsername('a b!', 'fallback', fixedSuffix)).toBe('ab1234');
  });

  it('falls back when the requested name has nothing usable', () => {
    expect(normalizeUsername(undefined, 'from.email', fixedSuffix)).toBe('fromemail');
    expect(normalizeUsername('', 'jo', fixedSuffix)).toBe('jo1234');
    expect(normalizeUsername('!!!', '???', fixedSuffix)).toBe('player');
    expect(normalizeUsername(undefined, '', fixedSuffix)).toBe('player');
  });

  it('never produces a name Firestore cannot use as a reservation id', () => {
    expect(normalizeUsername('__init__', 'fallback', fixedSuffix)).toBe('__init');
    expect(normalizeUsername('____', 'fallback', fixedSuffix)).toBe('fallback');
    expect(normalizeUsername('__', 'x', fixedSuffix)).toBe('__1234');
  });

  it('always satisfies the username rule', () => {
    const inputs = [undefined, '', ' ', 'a', 'ab', 'abcd', 'a b c', '!!', '__a__', '____', '___', 'ü'.repeat(40), '-'.repeat(70)];
    for (const requested of inputs) {
      for (const fallback of ['', 'x', 'john.smith', '__y__']) {
        const name = normalizeUsername(requested, fallback);
        expect(isValidUsername(name), `${String(requested)} / ${fallback} -> ${name}`).toBe(true);
      }
    }
  });

  it('uses a random suffix in range by default', () => {
    const name = normalizeUsername('ab', '');
    expect(name).toMatch(/^ab\d{4}$/);
    const suffix = Number(name.slice(2));
    expect(suffix).toBeGreaterThanOrEqual(USERNAME_SUFFIX_MIN);
    expect(suffix).toBeLessThanOrEqual(USERNAME_SUFFIX_MAX);
  });
});

describe('randomUsernameSuffix', () => {
  it('gives four-digit numbers from 1000 to 9999', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const suffix = randomUsernameSuffix();
      expect(suffix).toMatch(/^\d{4}$/);
      expect(Number(suffix)).toBeGreaterThanOrEqual(1000);
      expect(Number(suffix)).toBeLessThanOrEqual(9999);
      seen.add(suffix);
    }
    expect(seen.size).toBeGreaterThan(500);
    expect(USERNAME_SUFFIX_DIGITS).toBe(4);
  });
});

describe('suffixedUsername', () => {
  it('appends the suffix', () => {
    expect(suffixedUsername('player', '1234')).toBe('player1234');
  });

  it('cuts the base so the result stays within 32 characters', () => {
    const name = suffixedUsername('a'.repeat(32), '9999');
    expect(name).toBe(`${'a'.repeat(28)}9999`);
    expect(isValidUsername(name)).toBe(true);
  });
});
