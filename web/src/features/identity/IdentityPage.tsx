import { Link, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { HOME_PATHS } from '../home';
import { WALLET_PATHS } from '../wallet';
import { useCurrentUser } from '../auth';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Page } from '../../ui/Page';
import { IdentityCheck } from './IdentityCheck';
import { IdentityDenied } from './IdentityDenied';
import { identityMessages } from '@shared/identity/messages';
import { walletMessages } from '@shared/wallet/messages';

/**
 * /identity: the identity check. A verified user has nothing to do here and goes to /deposit; one who becomes
 * verified while on the page (the provider's result reaches the server, and the live user document) is told so and
 * sent there too. A denied check shows why instead of the check.
 */
export function IdentityPage() {
  const { userDoc } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const verified = userDoc?.isVerified === true;
  const [verifiedOnArrival, setVerifiedOnArrival] = useState<boolean | undefined>(undefined);
  if (verifiedOnArrival === undefined && userDoc !== undefined) setVerifiedOnArrival(verified);
  const justVerified = verified && verifiedOnArrival === false;

  useEffect(() => {
    if (!justVerified) return;
    enqueueSnackbar(identityMessages.identityVerified, { variant: 'success' });
    navigate(WALLET_PATHS.deposit, { replace: true });
  }, [justVerified, enqueueSnackbar, navigate]);

  if (userDoc === undefined) return <LoadingScreen label="Loading your account" />;
  if (verifiedOnArrival) return <Navigate to={WALLET_PATHS.deposit} replace />;

  const verification = userDoc.verification;
  let content: ReactNode;
  if (justVerified) content = <Typography role="status">{identityMessages.identityVerified}</Typography>;
  else if (verification?.status === 'denied') content = <IdentityDenied reason={verification.reason} />;
  else content = <IdentityCheck awaitingResult={verification?.status === 'completed'} />;

  return (
    <Page title={walletMessages.verifyIdentity} subtitle={identityMessages.identityEstimate} maxWidth="sm">
      <Stack sx={{ gap: 2.5 }}>
        {content}
        <Typography variant="body2" color="text.secondary">
          {identityMessages.identityLegal}
        </Typography>
        {verification?.status !== 'denied' && (
          <Link component={RouterLink} to={HOME_PATHS.home} color="secondary" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
            {identityMessages.identitySkip}
          </Link>
        )}
      </Stack>
    </Page>
  );
}
