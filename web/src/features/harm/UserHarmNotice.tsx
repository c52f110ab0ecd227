import { Alert, AlertTitle, Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@shared/core/dates';
import { INDICATOR_KEYS, INDICATORS } from '@shared/harm/indicators';
import type { HarmDoc } from '@shared/harm/types';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';
import { ContestDialog } from './ContestDialog';
import { useHarmStatus } from './useHarmStatus';

function HeldNotice({ harm }: { harm: HarmDoc }) {
  const [contesting, setContesting] = useState(false);
  const status = harm.case?.status ?? 'held';
  const reasons = (harm.case?.indicators ?? []).map((key) => INDICATORS[key].customerWording);
  return (
    <Alert severity="warning" data-testid="harm-hold-notice" sx={{ borderRadius: 0 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Deposits and betting are paused on your account
      </AlertTitle>
      <Typography variant="body2">We check everyone’s activity for signs that gambling may be causing harm. We paused your account because:</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2">{reason}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        Our team will review your account. You can still withdraw your balance. Free, confidential help is on our{' '}
        <Link component={RouterLink} to={PAGE_PATHS.responsibleGaming} color="inherit" sx={{ fontWeight: 700 }}>
          Responsible Gaming
        </Link>{' '}
        page.
      </Typography>
      {status === 'held' && (
        <Button variant="outlined" color="inherit" size="small" sx={{ mt: 1.5 }} onClick={() => setContesting(true)}>
          Ask us to look again
        </Button>
      )}
      {status === 'contested' && harm.case?.contestedAt && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} data-testid="harm-contested">
          You asked us to look again on {formatDateTime(harm.case.contestedAt)}. Our team will reply.
        </Typography>
      )}
      {(status === 'kept' || status === 'tightened') && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
          Our team reviewed your account and decided to keep the pause. Contact support to talk it through.
        </Typography>
      )}
      {contesting && <ContestDialog onClose={() => setContesting(false)} />}
    </Alert>
  );
}

function PromptNotice({ harm, onClose }: { harm: HarmDoc; onClose: () => void }) {
  const prompt = harm.level !== 'low';
  const reasons = INDICATOR_KEYS.filter((key) => harm.scores[key].level !== 'none').map((key) => INDICATORS[key].customerWording);
  return (
    <Alert severity="info" onClose={onClose} data-testid="harm-notice" sx={{ borderRadius: 0 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {prompt ? 'Time to check your limits?' : 'Keep gambling fun'}
      </AlertTitle>
      <Typography variant="body2">
        {reasons.join(' ')} {prompt ? 'Setting or lowering a deposit limit helps you stay in control.' : 'Take breaks, and only play with money you can afford to lose.'}
      </Typography>
      <Link component={RouterLink} to={prompt ? PREFERENCE_PATHS.preferences : PAGE_PATHS.responsibleGaming} color="inherit" sx={{ fontWeight: 700 }}>
        {prompt ? 'Set a limit in Manage My Gambling' : 'Safer gambling tools'}
      </Link>
    </Alert>
  );
}

/** The signed-in customer's notice, loaded only once someone is signed in (it reads Firestore live). */
export default function UserHarmNotice({ uid }: { uid: string }) {
  const harm = useHarmStatus(uid);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (!harm) return null;
  if (harm.held) return <HeldNotice harm={harm} />;
  if (harm.level === 'none' || dismissedAt === harm.assessedAt) return null;
  return <PromptNotice harm={harm} onClose={() => setDismissedAt(harm.assessedAt)} />;
}
