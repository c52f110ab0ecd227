import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { firestore } from './firestore';
import type { StreamDoc } from '@shared/streams/types';
import { streamPaths } from '@shared/streams/firestorePaths';

/** streams/{id}, live (public read; the streamer page, its panels and a streamer-led event all show it); `loaded` once the first snapshot arrived, `stream` undefined when there is none. */
export function useStream(streamId: string): { loaded: boolean; stream: StreamDoc | undefined } {
  const { status, data } = useFirestoreDocData(doc(firestore, streamPaths.stream(streamId)));
  return { loaded: status === 'success', stream: data as StreamDoc | undefined };
}
