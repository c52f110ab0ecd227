import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useFirestoreDoc } from 'reactfire';
import { firestore } from '../../lib/firestore';
import { errorMessage } from '../../lib/errors';
import { streamPaths } from '@shared/streams/firestorePaths';
import { BROADCASTERS_QUERY_KEY } from './useBroadcasters';

/**
 * Whether the signed-in user follows the stream (their own follower entry, live) and a toggle; a follow or unfollow
 * that succeeds refreshes the stream feeds, so Followed shows it without a reload.
 */
export function useFollow(streamId: string, uid: string) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const ref = doc(firestore, streamPaths.follower(streamId, uid));
  const { status, data } = useFirestoreDoc(ref);
  const following = status === 'success' && Boolean(data?.exists());

  const toggle = async () => {
    setBusy(true);
    try {
      if (following) await deleteDoc(ref);
      else await setDoc(ref, { userId: uid, createdAt: serverTimestamp() });
      void queryClient.invalidateQueries({ queryKey: BROADCASTERS_QUERY_KEY });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { loaded: status === 'success', following, busy, toggle };
}
