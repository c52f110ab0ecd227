import { describe, expect, it } from 'vitest';
import { decodeDocument } from './restDocuments';

describe("a document read over Firestore's REST API", () => {
  it('decodes every kind of value into what the SDK would give, timestamps with toMillis and toDate', () => {
    const decoded = decodeDocument<Record<string, unknown>>({
      name: 'projects/p/databases/(default)/documents/battles/b1',
      fields: {
        title: { stringValue: 'Finals' },
        count: { integerValue: '12' },
        rate: { doubleValue: 1.5 },
        open: { booleanValue: false },
        gone: { nullValue: null },
        scheduledAt: { timestampValue: '2026-11-29T10:00:00.123Z' },
        sides: { arrayValue: { values: [{ mapValue: { fields: { name: { stringValue: 'A' } } } }, { stringValue: 'B' }] } },
        empty: { arrayValue: {} },
        nested: { mapValue: { fields: { deep: { mapValue: {} } } } },
      },
    });
    const { scheduledAt, ...rest } = decoded;
    expect(rest).toEqual({ id: 'b1', title: 'Finals', count: 12, rate: 1.5, open: false, gone: null, sides: [{ name: 'A' }, 'B'], empty: [], nested: { deep: {} } });
    const time = scheduledAt as { toMillis: () => number; toDate: () => Date };
    expect(time.toMillis()).toBe(Date.parse('2026-11-29T10:00:00.123Z'));
    expect(time.toDate().toISOString()).toBe('2026-11-29T10:00:00.123Z');
  });

  it("keeps the document's own id field over its name", () => {
    expect(decodeDocument({ name: 'x/streams/s1', fields: { id: { stringValue: 'own' } } })).toEqual({ id: 'own' });
    expect(decodeDocument({ name: 'x/streams/s1' })).toEqual({ id: 's1' });
  });
});
