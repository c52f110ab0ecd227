import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { ADMIN_EVENTS_FETCHED } from '@shared/events/constants';
import { eventPaths } from '@shared/events/firestorePaths';
import type { EventDoc } from '@shared/events/types';
import { firestore } from '../../lib/firestore';

/** Declined and deleted events are hidden from the admin list (spec 02 section 4). */
const HIDDEN = new Set(['declined', 'deleted']);

/** The newest events for /admin/events, live (300 fetched); undefined while loading. */
export function useAdminEvents(): EventDoc[] | undefined {
  const listed = useMemo(() => query(collection(firestore, eventPaths.events()), orderBy('createdAt', 'desc'), limit(ADMIN_EVENTS_FETCHED)), []);
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return useMemo(() => (status === 'success' ? (data as EventDoc[]).filter((event) => !HIDDEN.has(event.status)) : undefined), [status, data]);
}

/** One event, live: `loading`, the event, or `missing` once it does not exist. */
export function useEvent(eventId: string): EventDoc | 'loading' | 'missing' {
  const { status, data } = useFirestoreDocData(doc(firestore, eventPaths.event(eventId)), { idField: 'id' });
  if (status === 'loading') return 'loading';
  return data ? (data as EventDoc) : 'missing';
}
