import { doc, updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { firestore } from '../../lib/firestore';
import { useDocumentWrite } from '../../lib/useWrite';
import { streamPaths } from '@shared/streams/firestorePaths';
import { streamMessages } from '@shared/streams/messages';

/** The Connected Games switches the owner writes directly (the rules allow exactly these fields). */
export type SwitchPath = 'chatBotEnabled' | 'customChallengeEnabled' | 'chatBot.valorant.enabled' | 'challenges.parlay.enabled';

export function useStreamSwitches(streamId: string) {
  const { send } = useDocumentWrite({
    write: ({ path, enabled }: { path: SwitchPath; enabled: boolean }) => updateDoc(doc(firestore, streamPaths.stream(streamId)), { [path]: enabled }),
    success: () => streamMessages.updatedSuccessfully,
  });
  return useCallback((path: SwitchPath, enabled: boolean) => send({ path, enabled }), [send]);
}
