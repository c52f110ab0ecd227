import { emulators, firebaseConfig, usingEmulators } from './firebaseConfig';
import { decodeDocument, type RestDocument } from './restDocuments';
import { orderedStructuredQuery, type OrderedQuery } from './restQueries';

/**
 * Reads of public Firestore data (documents the security rules let anyone read) over Firestore's REST API, without
 * the Firestore SDK: a visitor's home shows battles, streams and the configuration this way, so its first page
 * does not download the SDK. Reads are unauthenticated, so the rules answer them as they answer a visitor. Members'
 * pages keep live reads through the SDK (reactfire).
 */

const { projectId, apiKey } = firebaseConfig;
const DATABASE = `projects/${projectId}/databases/(default)`;
const HOST = usingEmulators ? `http://${emulators.firestore.host}:${emulators.firestore.port}` : 'https://firestore.googleapis.com';
const DOCUMENTS = `${HOST}/v1/${DATABASE}/documents`;
const KEY = !usingEmulators && apiKey ? `?key=${encodeURIComponent(apiKey)}` : '';

async function request<T>(url: string, init?: RequestInit): Promise<T | undefined> {
  const response = await fetch(url, init);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Firestore answered ${response.status} for ${url.replace(KEY, '')}.`);
  return (await response.json()) as T;
}

/** The document at `path` (e.g. `config/flags`), or undefined when there is none. */
export async function readPublicDoc<T>(path: string): Promise<(T & { id: string }) | undefined> {
  const document = await request<RestDocument>(`${DOCUMENTS}/${path}${KEY}`);
  return document && decodeDocument<T>(document);
}

/** The documents of `collection` with these ids that exist, in no particular order. */
export async function readPublicDocs<T>(collection: string, ids: readonly string[]): Promise<(T & { id: string })[]> {
  if (ids.length === 0) return [];
  const results = await request<{ found?: RestDocument }[]>(`${DOCUMENTS}:batchGet${KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documents: ids.map((id) => `${DATABASE}/documents/${collection}/${id}`) }),
  });
  return (results ?? []).flatMap((result) => (result.found ? [decodeDocument<T>(result.found)] : []));
}

/** The part of a structured query public reads use: a range on one timestamp field, ascending, and a limit. */
export interface TimeRangeQuery {
  collection: string;
  field: string;
  fromMillis: number;
  toMillis: number;
  limit: number;
}

const timestampFilter = (field: string, op: string, millis: number) => ({
  fieldFilter: { field: { fieldPath: field }, op, value: { timestampValue: new Date(millis).toISOString() } },
});

async function runQuery<T>(parentPath: string, structuredQuery: object): Promise<(T & { id: string })[]> {
  const parent = parentPath ? `${DOCUMENTS}/${parentPath}` : DOCUMENTS;
  const results = await request<{ document?: RestDocument }[]>(`${parent}:runQuery${KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  return (results ?? []).flatMap((result) => (result.document ? [decodeDocument<T>(result.document)] : []));
}

/** The documents of a collection whose `field` lies within the range, ordered by it. */
export async function queryPublicTimeRange<T>({ collection, field, fromMillis, toMillis, limit }: TimeRangeQuery): Promise<(T & { id: string })[]> {
  return runQuery<T>('', {
    from: [{ collectionId: collection }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [timestampFilter(field, 'GREATER_THAN_OR_EQUAL', fromMillis), timestampFilter(field, 'LESS_THAN_OR_EQUAL', toMillis)],
      },
    },
    orderBy: [{ field: { fieldPath: field }, direction: 'ASCENDING' }],
    limit,
  });
}

/** The documents of a collection in `orderBy` order (as the SDK's query with orderBy, limit and an `in` filter). */
export async function queryPublicOrdered<T>(query: OrderedQuery): Promise<(T & { id: string })[]> {
  const { parentPath, structuredQuery } = orderedStructuredQuery(query);
  return runQuery<T>(parentPath, structuredQuery);
}
