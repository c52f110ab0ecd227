import { describe, expect, it } from 'vitest';
import { orderedStructuredQuery } from './restQueries';

describe("a public read's structured query for Firestore's REST API", () => {
  it('runs a subcollection query on its parent document, with the in filter, order and limit', () => {
    expect(
      orderedStructuredQuery({
        collection: 'battles/b1/bets',
        whereIn: { field: 'status', values: ['won', 'lost'] },
        orderBy: 'timestamp',
        direction: 'desc',
        limit: 20,
      }),
    ).toEqual({
      parentPath: 'battles/b1',
      structuredQuery: {
        from: [{ collectionId: 'bets' }],
        where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'IN', value: { arrayValue: { values: [{ stringValue: 'won' }, { stringValue: 'lost' }] } } } },
        orderBy: [{ field: { fieldPath: 'timestamp' }, direction: 'DESCENDING' }],
        limit: 20,
      },
    });
  });

  it('runs a top-level query on the database root, without a filter or limit when none is asked for', () => {
    expect(orderedStructuredQuery({ collection: 'battles', orderBy: 'number', direction: 'asc' })).toEqual({
      parentPath: '',
      structuredQuery: { from: [{ collectionId: 'battles' }], orderBy: [{ field: { fieldPath: 'number' }, direction: 'ASCENDING' }] },
    });
  });
});
