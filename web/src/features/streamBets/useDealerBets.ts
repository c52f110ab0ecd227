import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { GAMES } from '@shared/games/catalogue';
import { streamBetPaths } from '@shared/streamBets/firestorePaths';
import { streamBetMessages } from '@shared/streamBets/messages';
import type { StreamBetDoc } from '@shared/streamBets/types';
import { firestore } from '../../lib/firestore';
import { serverSaid, useWrite } from '../../lib/useWrite';

const SHOWN = 50;
export type DealerOutcome = 'won' | 'lost' | 'refunded';

/** Admins only (the rules let them read every bet): the stream's open live-dealer bets, and settling one. */
export function useDealerBets(streamId: string) {
  const { data } = useFirestoreCollectionData(
    query(collection(firestore, streamBetPaths.bets(streamId)), where('status', '==', 'open'), orderBy('timestamp', 'desc'), limit(SHOWN)),
    { idField: 'id' },
  );
  const bets = ((data ?? []) as StreamBetDoc[]).filter((bet) => GAMES[bet.game.type]?.dealer === 'live');
  const write = useWrite({
    callable: 'updateBetStatus',
    request: ({ bet, status }: { bet: StreamBetDoc; status: DealerOutcome }) => ({ id: bet.id, streamId, status }),
    success: () => streamBetMessages.betSettled,
    failure: serverSaid,
  });
  const { send } = write;
  const settle = useCallback(async (bet: StreamBetDoc, status: DealerOutcome) => (await send({ bet, status })) !== null, [send]);
  return { bets, settle, busy: write.sending };
}
