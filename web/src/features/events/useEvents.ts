import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { getDownloadURL, ref } from 'firebase/storage';
import { useEffect, useMemo, useState } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { ADMIN_EVENTS_FETCHED } from '@shared/events/constants';
import { eventPaths } from '@shared/events/firestorePaths';
import type { EventDoc } from '@shared/events/types';
import { firestore } from '../../lib/firestore';
import { storage, storageAvailable } from '../../lib/storage';
import { VOTES_PER_QUERY, type VoteLine } from '../challenges';
import { EVENTS_PER_SECTION, type EventSection } from './eventSections';

/** Declined and deleted events are hidden from the admin list (spec 02 section 4). */
const HIDDEN = new Set(['declined', 'deleted']);

/** The newest events for /admin/events, live (300 fetched); undefined while loading. */
export function useAdminEvents(): EventDoc[] | undefined {
  const listed = useMemo(() => query(collection(firestore, eventPaths.events()), orderBy('createdAt', 'desc'), limit(ADMIN_EVENTS_FETCHED)), []);
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return useMemo(() => (status === 'success' ? (data as EventDoc[]).filter((event) => !HIDDEN.has(event.status)) : undefined), [status, data]);
}

/** The events a streamer hosts, live, newest first (300 fetched), declined and deleted ones left out; undefined while loading. */
export function useHostEvents(uid: string): EventDoc[] | undefined {
  const listed = useMemo(() => query(collection(firestore, eventPaths.events()), where('ownerId', '==', uid), orderBy('createdAt', 'desc'), limit(ADMIN_EVENTS_FETCHED)), [uid]);
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return useMemo(() => (status === 'success' ? (data as EventDoc[]).filter((event) => !HIDDEN.has(event.status)) : undefined), [status, data]);
}

/** One section of the viewers' events list, live, newest first; undefined while loading. */
export function useEventSection(section: EventSection): EventDoc[] | undefined {
  const listed = useMemo(
    () => query(collection(firestore, eventPaths.events()), where('status', 'in', [...section.statuses]), orderBy('createdAt', 'desc'), limit(EVENTS_PER_SECTION)),
    [section],
  );
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return status === 'success' ? (data as EventDoc[]) : undefined;
}

/** A streamer's own events (streamer-led, on their stream) that viewers may see, live, newest first; undefined while loading. */
export function useStreamEvents(streamId: string): EventDoc[] | undefined {
  const listed = useMemo(() => query(collection(firestore, eventPaths.events()), where('streamId', '==', streamId), orderBy('createdAt', 'desc'), limit(EVENTS_PER_SECTION)), [streamId]);
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return useMemo(() => (status === 'success' ? (data as EventDoc[]).filter((event) => !HIDDEN.has(event.status)) : undefined), [status, data]);
}

/** One event, live: `loading`, the event, or `missing` once it does not exist. */
export function useEvent(eventId: string): EventDoc | 'loading' | 'missing' {
  const { status, data } = useFirestoreDocData(doc(firestore, eventPaths.event(eventId)), { idField: 'id' });
  if (status === 'loading') return 'loading';
  return data ? (data as EventDoc) : 'missing';
}

/** An event's likes and 'Added' lines, live, newest first (spec 02 section 7, events/{id}/votes). */
export function useEventVotes(eventId: string): VoteLine[] | undefined {
  const listed = useMemo(() => query(collection(firestore, eventPaths.votes(eventId)), orderBy('timestamp', 'desc'), limit(VOTES_PER_QUERY)), [eventId]);
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return status === 'success' ? (data as VoteLine[]) : undefined;
}

/** The download URL of the event's logo (its Storage path), or null without one or where Storage cannot run. */
export function useEventLogo(path: string | null): string | null {
  const [found, setFound] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!path || !storageAvailable) return;
    let active = true;
    getDownloadURL(ref(storage, path))
      .then((url) => active && setFound({ path, url }))
      .catch(() => active && setFound({ path, url: null }));
    return () => {
      active = false;
    };
  }, [path]);
  return path && found?.path === path ? found.url : null;
}
