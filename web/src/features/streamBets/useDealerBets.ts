import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { GAMES } from '@shared/games/catalogue';
import { streamBetPaths } from '@shared/streamBets/firestorePaths';
import type { StreamBetDoc } from '@shared/streamBets/types';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { firestore } from '../../lib/firestore';

const SHOWN = 50;
export type DealerOutcome = 'won' | 'lost' | 'refunded';

/** Admins only (the rules let them read every bet): the stream's open live-dealer bets, and settling one. */
export function useDealerBets(streamId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useFirestoreCollectionData(
    query(collection(firestore, streamBetPaths.bets(streamId)), where('status', '==', 'open'), orderBy('timestamp', 'desc'), limit(SHOWN)),
    { idField: 'id' },
  );
  const bets = ((data ?? []) as StreamBetDoc[]).filter((bet) => GAMES[bet.game.type]?.dealer === 'live');
  const [busy, setBusy] = useState(false);
  const settle = useCallback(
    async (bet: StreamBetDoc, status: DealerOutcome): Promise<boolean> => {
      setBusy(true);
      try {
        await callFunction('updateBetStatus', { id: bet.id, streamId, status });
        enqueueSnackbar('Bet settled', { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [enqueueSnackbar, streamId],
  );
  return { bets, settle, busy };
}
