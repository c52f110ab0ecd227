import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { MigrationRunOptions } from './migration';

/** Documents a migration reads per page unless the run says otherwise. */
const DEFAULT_PAGE_SIZE = 200;

export interface PagesRun {
  /** Documents for which `visit` answered true (it changed them). */
  changed: number;
  /** False when the run stopped at `maxPages` with documents possibly left (a second run changes only what is left). */
  done: boolean;
}

/**
 * Hands every document of `query` to `visit`, page by page in document-name order (each page starts after the last
 * document of the one before), and counts those it changed. Stops after `options.maxPages` pages with `done` false.
 */
export async function forEachPage(
  query: Query,
  options: MigrationRunOptions,
  visit: (doc: QueryDocumentSnapshot) => Promise<boolean | void> | boolean | void,
): Promise<PagesRun> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const ordered = query.orderBy('__name__').limit(pageSize);
  let changed = 0;
  let pages = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    if (options.maxPages !== undefined && pages >= options.maxPages) return { changed, done: false };
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    pages += 1;
    for (const doc of page.docs) if ((await visit(doc)) === true) changed += 1;
    if (page.size < pageSize) return { changed, done: true };
    last = page.docs[page.docs.length - 1];
  }
}
