/// <reference types="vite/client" />
/**
 * Every Firestore collection the product names, found in each area's `functions/src/shared/<area>/firestorePaths.ts`:
 * the `XXX_COLLECTIONS` name objects and every path the `xxxPaths` builders make (sub-collections included, such
 * as `users/{uid}/locks`). A new area's collections are found without editing this file.
 */
const AREA_PATHS = import.meta.glob<Record<string, unknown>>('../../functions/src/shared/*/firestorePaths.ts', { eager: true });
const exported = Object.values(AREA_PATHS).flatMap((module) => Object.entries(module));

const collectionNames = exported.filter(([name]) => name.endsWith('_COLLECTIONS')).map(([, value]) => value as Record<string, string>);
const pathBuilders = exported
  .filter(([name]) => name.endsWith('Paths'))
  .map(([, value]) => value as Record<string, (...ids: string[]) => string>);

/** Collection name -> a path pattern showing where it lives (`users/{id}/locks`). */
export function productCollections(): Map<string, string> {
  const found = new Map<string, string>(collectionNames.flatMap((names) => Object.values(names)).map((name) => [name, name]));
  for (const build of pathBuilders.flatMap((builders) => Object.values(builders))) {
    const segments = build('id-1', 'id-2').split('/');
    // Even positions name collections, odd positions documents.
    for (let index = 0; index < segments.length; index += 2) {
      const pattern = segments.slice(0, index + 1).map((segment, at) => (at % 2 ? '{id}' : segment)).join('/');
      if (!found.has(segments[index]!)) found.set(segments[index]!, pattern);
    }
  }
  return found;
}
