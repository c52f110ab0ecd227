import { doc, updateDoc } from 'firebase/firestore';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { firestore } from '../../lib/firestore';
import { errorMessage } from '../../lib/errors';
import { streamPaths } from '@shared/streams/firestorePaths';
import { streamMessages } from '@shared/streams/messages';

/** The Connected Games switches the owner writes directly (the rules allow exactly these fields). */
export type SwitchPath = 'chatBotEnabled' | 'customChallengeEnabled' | 'chatBot.valorant.enabled' | 'challenges.parlay.enabled';

export function useStreamSwitches(streamId: string) {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (path: SwitchPath, enabled: boolean) => {
      try {
        await updateDoc(doc(firestore, streamPaths.stream(streamId)), { [path]: enabled });
        enqueueSnackbar(streamMessages.updatedSuccessfully, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      }
    },
    [streamId, enqueueSnackbar],
  );
}
