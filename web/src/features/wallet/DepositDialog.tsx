import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DepositLimitStep } from '../preferences';
import { useAppSettings } from '../remoteConfig';
import { useCurrentUser } from '../auth';
import { DepositForm } from './DepositForm';
import { FundsProtectionPanel } from './FundsProtectionPanel';
import { moneyInRefusal } from '@shared/gambling/refusals';
import { PREFERENCE_PATHS } from '../../lib/paths';

function DepositDialogBody({ onClose }: { onClose: () => void }) {
  const { user, userDoc } = useCurrentUser();
  // Set once the agreement is saved, so the form shows before the live document catches up.
  const [agreedNow, setAgreedNow] = useState(false);
  // Set once the limit decision is saved, likewise.
  const [decidedNow, setDecidedNow] = useState(false);
  const { limitMaxima } = useAppSettings().settings;
  const [openedAt] = useState(() => Date.now());
  if (!user || !userDoc) {
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-busy="true" aria-label="Loading">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={32} width="70%" />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  // A paused or excluded user is told before paying; the server refuses them regardless.
  const refusal = moneyInRefusal(userDoc, openedAt);
  if (refusal && refusal.code !== 'identity') {
    return (
      <Stack sx={{ gap: 2 }}>
        <Alert severity="info">{refusal.message}</Alert>
        <Button component={RouterLink} to={PREFERENCE_PATHS.preferences} onClick={onClose} variant="outlined">
          Manage My Gambling
        </Button>
      </Stack>
    );
  }
  const agreed = agreedNow || userDoc.agreements?.fundsProtectionNotice?.agreed === true;
  if (!agreed) return <FundsProtectionPanel onAgreed={() => setAgreedNow(true)} />;
  // Before the first deposit: deposit limits or No limit, confirmed (the server refuses deposits without it). An
  // unverified customer is first asked to verify their identity, by the form.
  if (userDoc.isVerified === true && !decidedNow && !userDoc.depositLimitDecision) {
    return <DepositLimitStep userDoc={userDoc} maxima={limitMaxima} onDecided={() => setDecidedNow(true)} onNavigate={onClose} />;
  }
  return <DepositForm uid={user.uid} userDoc={userDoc} onNavigate={onClose} />;
}

/**
 * The Deposit dialog: the funds protection notice until accepted, then the limit decision until made, then the
 * deposit form.
 */
export default function DepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="deposit-dialog-title">
      <DialogTitle component="div" sx={{ pr: 7, pb: 1 }}>
        <Typography id="deposit-dialog-title" variant="h5" component="h2">
          Deposit
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Add money to get product cash
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        <Box sx={{ pt: 1 }}>
          <DepositDialogBody onClose={onClose} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
