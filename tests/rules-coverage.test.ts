import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, paths } from '../functions/src/shared/paths';

/**
 * Every Firestore collection the code names has a security rules test file named after it:
 * `tests/rules/<collection>.test.ts` (sub-collections included, such as `transactions` under `users/{uid}`).
 * Collections come from COLLECTIONS and from every path `paths` builds, so a collection written only through a
 * path (such as `users/{uid}/locks`) counts too.
 */
const RULES_TESTS = new URL('./rules/', import.meta.url);

/** Collection name -> a path pattern showing where it lives. */
function collectionsInPaths(): Map<string, string> {
  const found = new Map<string, string>(Object.values(COLLECTIONS).map((name) => [name, name]));
  for (const build of Object.values(paths) as Array<(...ids: string[]) => string>) {
    const segments = build('id-1', 'id-2').split('/');
    // Even positions name collections, odd positions documents.
    for (let index = 0; index < segments.length; index += 2) {
      const pattern = segments.slice(0, index + 1).map((segment, at) => (at % 2 ? '{id}' : segment)).join('/');
      if (!found.has(segments[index]!)) found.set(segments[index]!, pattern);
    }
  }
  return found;
}

describe('security rules test coverage', () => {
  const collections = collectionsInPaths();

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
