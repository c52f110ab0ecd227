/** Structured queries for Firestore's REST API (runQuery), built from the few shapes public reads use. */

/** A query on one collection (top-level or under a document): ordered by one field, optionally one string field among values. */
export interface OrderedQuery {
  /** The collection's path, e.g. `battles/b1/odds`. */
  collection: string;
  orderBy: string;
  direction: 'asc' | 'desc';
  limit?: number;
  /** Only documents whose `field` is one of `values`. */
  whereIn?: { field: string; values: readonly string[] };
}

/** The document runQuery is called on ('' for the database root) and the structured query to send it. */
export function orderedStructuredQuery({ collection, orderBy, direction, limit, whereIn }: OrderedQuery): { parentPath: string; structuredQuery: object } {
  const slash = collection.lastIndexOf('/');
  const where = whereIn && {
    fieldFilter: {
      field: { fieldPath: whereIn.field },
      op: 'IN',
      value: { arrayValue: { values: whereIn.values.map((value) => ({ stringValue: value })) } },
    },
  };
  return {
    parentPath: slash < 0 ? '' : collection.slice(0, slash),
    structuredQuery: {
      from: [{ collectionId: collection.slice(slash + 1) }],
      ...(where ? { where } : {}),
      orderBy: [{ field: { fieldPath: orderBy }, direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' }],
      ...(limit === undefined ? {} : { limit }),
    },
  };
}
