import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { writeDocuments } from '../support/writeDocuments';
import { expectCallableError } from '../support/client';
import { streamerSearchQuery } from '../../functions/src/streams/searchStreamers';
import { newStreamDoc } from '../../functions/src/streams/streamStore';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { formatStreamMessage } from '../../functions/src/shared/streams/messages';
import { createAccount, visitor } from './support';
import { createStreamer, uniqueName } from './streamSupport';

const FORM = { primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: '' } as const;

describe('searchStreamers', () => {
  it('finds streamers by the start of their username, in any case, in username order', async () => {
    const tag = uniqueName('zq').slice(3, 9);
    const names = [`Alpha${tag}One`, `alpha${tag}Two`, `Beta${tag}`];
    const streamers = [];
    for (const username of names) streamers.push(await createStreamer({ type: 'none', username }));
    const guest = await visitor();

    const found = (await guest.call('searchStreamers', { prefix: `ALPHA${tag}` })).streamers;
    expect(found.map((option) => option.username)).toEqual([`Alpha${tag}One`, `alpha${tag}Two`]);
    expect(found[0]).toEqual({ id: streamers[0]!.uid, logo: null, username: `Alpha${tag}One`, online: false, lastOnline: null, bet: false, parlay: false, challenge: true });
    expect((await guest.call('searchStreamers', { prefix: `beta${tag}` })).streamers.map((option) => option.id)).toEqual([streamers[2]!.uid]);
    expect((await guest.call('searchStreamers', { prefix: `gamma${tag}` })).streamers).toEqual([]);
  });

  it('filters by platform and refuses an unknown one with the spec message', async () => {
    const tag = uniqueName('pf').slice(3, 9);
    const twitch = await createStreamer({ username: `plat${tag}tw` });
    await createStreamer({ type: 'none', username: `plat${tag}no` });
    const guest = await visitor();
    expect((await guest.call('searchStreamers', { prefix: `plat${tag}`, type: 'twitch' })).streamers.map((option) => option.id)).toEqual([twitch.uid]);
    const error = guest.call('searchStreamers', { prefix: 'x', type: 'youtube' });
    expect(await expectCallableError(error, 'invalid-argument')).toBe(formatStreamMessage.invalidStreamType('youtube'));
  });

  it('does not list users without a stream', async () => {
    const loner = await createAccount({ username: uniqueName('loner') });
    const guest = await visitor();
    expect((await guest.call('searchStreamers', { prefix: loner.username })).streamers).toEqual([]);
  });
});

describe('searchStreamers at 10,000 streamers', () => {
  const COUNT = 10_000;

  // Writing 10,000 documents to the emulator takes a while on a shared machine; the query itself is one range read.
  it('reads only the matching range of the index, never the whole collection', { timeout: 180_000 }, async () => {
    await writeDocuments(
      Array.from({ length: COUNT }, (_, index) => {
        const username = `bulk${String(index).padStart(5, '0')}`;
        const id = `bulk-streamer-${index}`;
        const stream = { ...newStreamDoc(id, username, { type: 'twitch', channel: username, ...FORM }), createdAt: FieldValue.serverTimestamp() };
        return [adminDb.doc(streamPaths.stream(id)), stream];
      }),
    );

    const guest = await visitor();
    const { streamers } = await guest.call('searchStreamers', { prefix: 'BULK0123', limit: 20 });
    expect(streamers.map((option) => option.username)).toEqual(Array.from({ length: 10 }, (_, index) => `bulk0123${index}`));

    // The query as the SDK sends it (the emulator has no query explain): a range on the index field, ordered by it,
    // with a limit, so Firestore reads at most `limit` index entries from where the prefix starts.
    const query = streamerSearchQuery(adminDb, { prefix: 'Bulk0123', limit: 20 });
    const sent = (query as unknown as { toProto(): { structuredQuery: unknown } }).toProto().structuredQuery;
    const onUsername = (op: string, value: string) => ({ fieldFilter: { field: { fieldPath: 'search.username' }, op, value: { stringValue: value } } });
    expect(sent).toEqual({
      from: [{ collectionId: 'streams' }],
      where: { compositeFilter: { op: 'AND', filters: [onUsername('GREATER_THAN_OR_EQUAL', 'bulk0123'), onUsername('LESS_THAN', 'bulk0123\uf8ff')] } },
      orderBy: [{ field: { fieldPath: 'search.username' }, direction: 'ASCENDING' }],
      limit: { value: 20 },
    });
    expect((await query.get()).size).toBe(10);

    const widest = await streamerSearchQuery(adminDb, { prefix: 'bulk', type: 'twitch', limit: 50 }).get();
    expect(widest.size).toBe(50);
    expect(widest.docs[0]?.get('search.username')).toBe('bulk00000');
  });
});
