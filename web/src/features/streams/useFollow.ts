import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useQueryClient } from '@tanstack/react-query';
import { useFirestoreDoc } from 'reactfire';
import { firestore } from '../../lib/firestore';
import { useDocumentWrite } from '../../lib/useWrite';
import { streamPaths } from '@shared/streams/firestorePaths';
import { BROADCASTERS_QUERY_KEY } from './useBroadcasters';

/**
 * Whether the signed-in user follows the stream (their own follower entry, live) and a toggle; a follow or unfollow
 * that succeeds refreshes the stream feeds, so Followed shows it without a reload.
 */
export function useFollow(streamId: string, uid: string) {
  const queryClient = useQueryClient();
  const ref = doc(firestore, streamPaths.follower(streamId, uid));
  const { status, data } = useFirestoreDoc(ref);
  const following = status === 'success' && Boolean(data?.exists());
  const { send, sending } = useDocumentWrite({
    write: (follow: boolean) => (follow ? setDoc(ref, { userId: uid, createdAt: serverTimestamp() }) : deleteDoc(ref)),
    success: () => null,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BROADCASTERS_QUERY_KEY }),
  });
  const toggle = () => send(!following);
  return { loaded: status === 'success', following, busy: sending, toggle };
}
