import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { REALITY_CHECK_LOCK_MS, isSessionExpired, shouldEndAutomatically } from '@shared/sessions/realityCheck';
import { errorMessage } from '../../lib/errors';
import { formatPlayingTime } from './playingTime';
import { refreshSession } from './refreshSession';
import { sessionTimes, type ActiveSession } from './useActiveSession';
import { useNow } from '../../lib/useNow';
import { formatSessionMessage, sessionMessages } from '@shared/sessions/messages';
import { WALLET_PATHS } from '../../lib/paths';

interface RealityCheckProps {
  session: ActiveSession;
  /** Ends the session and signs the user out. */
  onEnd: (sessionId: string) => Promise<void>;
}

/**
 * The Reality Check dialog: shows once the session has expired (checked every second) and asks whether to
 * continue. Both buttons lock for 5 seconds after either is used. A session left unanswered for a whole further
 * interval ends by itself. While the user reads their transaction history the dialog docks at the bottom of
 * the page instead of covering it.
 */
export function RealityCheck({ session, onEnd }: RealityCheckProps) {
  const now = useNow();
  const { enqueueSnackbar } = useSnackbar();
  const [locked, setLocked] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const titleId = useId();
  const textId = useId();

  const times = sessionTimes(session);
  const expired = isSessionExpired(times, now);
  const endsByItself = expired && !locked && shouldEndAutomatically(times, now);

  useEffect(() => {
    if (endsByItself) void onEnd(session.id);
  }, [endsByItself, onEnd, session.id]);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), REALITY_CHECK_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const keepPlaying = async () => {
    setLocked(true);
    setReviewing(false);
    try {
      await refreshSession(session.id);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const endSession = () => {
    setLocked(true);
    void onEnd(session.id);
  };

  const open = expired || locked;
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      hideBackdrop={reviewing}
      disableEnforceFocus={reviewing}
      disableScrollLock={reviewing}
      maxWidth="xs"
      fullWidth
      sx={[
        { '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
        reviewing && {
          pointerEvents: 'none',
          '& .MuiDialog-container': { alignItems: 'flex-end' },
          '& .MuiDialog-paper': { pointerEvents: 'auto' },
        },
      ]}
    >
      <DialogTitle id={titleId}>{sessionMessages.realityCheckTitle}</DialogTitle>
      <DialogContent>
        <Box id={textId}>
          <Typography sx={{ mb: 1.5 }}>{formatSessionMessage.playingFor(formatPlayingTime(now - times.startedAt))}</Typography>
          <Link
            component={RouterLink}
            to={WALLET_PATHS.withdraw}
            onClick={() => setReviewing(true)}
            sx={{ display: 'inline-block', mb: 2, color: 'primary.light' }}
          >
            {sessionMessages.viewTransactionHistory}
          </Link>
          <Typography sx={{ fontWeight: 700 }}>{sessionMessages.realityCheckQuestion}</Typography>
        </Box>
        {locked && <LinearProgress sx={{ mt: 2 }} aria-label="Please wait" />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap', '& > .MuiButton-root': { whiteSpace: 'nowrap', m: 0 } }}>
        <Button variant="outlined" color="inherit" onClick={endSession} disabled={locked}>
          {sessionMessages.endSession}
        </Button>
        <Button variant="contained" onClick={() => void keepPlaying()} disabled={locked}>
          {sessionMessages.keepPlaying}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
