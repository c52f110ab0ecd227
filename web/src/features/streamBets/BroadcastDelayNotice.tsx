import { Alert } from '@mui/material';
import { streamBetMessages } from '@shared/streamBets/messages';

/** RTS 15A: bets on a live broadcast carry the delay notice by the bet button and in the confirm step. */
export function BroadcastDelayNotice() {
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
      {streamBetMessages.broadcastDelay}
    </Alert>
  );
}
