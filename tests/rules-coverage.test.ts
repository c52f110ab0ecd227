import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productCollections } from './support/firestoreCollections';

/**
 * Every Firestore collection the code names has a security rules test file named after it:
 * `tests/rules/<collection>.test.ts` (sub-collections included, such as `transactions` under `users/{uid}`).
 * Collections come from every area's `firestorePaths.ts` (see support/firestoreCollections.ts).
 */
const RULES_TESTS = new URL('./rules/', import.meta.url);

describe('security rules test coverage', () => {
  const collections = productCollections();

  it('finds the collections, sub-collections included', () => {
    expect([...collections.keys()]).toEqual(expect.arrayContaining(['users', 'transactions', 'orders', 'locks']));
  });

  for (const [collection, pattern] of collections) {
    it(`${pattern} has tests/rules/${collection}.test.ts`, () => {
      const file = new URL(`${collection}.test.ts`, RULES_TESTS);
      expect(existsSync(file), `No security rules test for collection "${collection}" (${pattern}): add tests/rules/${collection}.test.ts`).toBe(true);
    });
  }
});
