import { Alert, Link, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Page } from '../../ui/Page';
import { IdentityCheck } from './IdentityCheck';
import { IdentityDenied } from './IdentityDenied';
import { identityMessages } from '@shared/identity/messages';
import { walletMessages } from '@shared/wallet/messages';
import { HOME_PATHS, WALLET_PATHS } from '../../lib/paths';

/**
 * /identity: the identity check. A verified user has nothing to do here and goes to /deposit; one who becomes
 * verified while on the page (the provider's result reaches the server, and the live user document) is told so and
 * sent there too. A denied check shows why instead of the check, unless support has allowed a new one: then the
 * check opens again, with a line saying so.
 */
export function IdentityPage() {
  const { userDoc } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const verified = userDoc?.isVerified === true;
  const [verifiedOnArrival, setVerifiedOnArrival] = useState<boolean | undefined>(undefined);
  if (verifiedOnArrival === undefined && userDoc !== undefined) setVerifiedOnArrival(verified);
  const justVerified = verified && verifiedOnArrival === false;
  // Support allowed a new check after a denial: said above the check from then on (starting the check replaces the
  // denied record, and with it the allowance), until a new result comes.
  const verification = userDoc?.verification;
  const denied = verification?.status === 'denied' && verification.retryAllowed !== true;
  const [retryAllowedSeen, setRetryAllowedSeen] = useState(false);
  if (!retryAllowedSeen && verification?.status === 'denied' && verification.retryAllowed === true) setRetryAllowedSeen(true);
  const retrying = retryAllowedSeen && !denied && !justVerified;

  useEffect(() => {
    if (!justVerified) return;
    enqueueSnackbar(identityMessages.identityVerified, { variant: 'success' });
    navigate(WALLET_PATHS.deposit, { replace: true });
  }, [justVerified, enqueueSnackbar, navigate]);

  if (userDoc === undefined) return <LoadingScreen label="Loading your account" />;
  if (verifiedOnArrival) return <Navigate to={WALLET_PATHS.deposit} replace />;

  let content: ReactNode;
  if (justVerified) content = <Typography role="status">{identityMessages.identityVerified}</Typography>;
  else if (denied) content = <IdentityDenied reason={verification.reason} />;
  else content = <IdentityCheck awaitingResult={verification?.status === 'completed'} />;

  return (
    <Page title={walletMessages.verifyIdentity} subtitle={identityMessages.identityEstimate} maxWidth="sm">
      <Stack sx={{ gap: 2.5 }}>
        {retrying && (
          <Alert severity="info" data-testid="identity-retry-allowed">
            Our support team has allowed you to verify your identity again. Please complete the check below.
          </Alert>
        )}
        {content}
        <Typography variant="body2" color="text.secondary">
          {identityMessages.identityLegal}
        </Typography>
        {!denied && (
          <Link component={RouterLink} to={HOME_PATHS.home} color="secondary" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
            {identityMessages.identitySkip}
          </Link>
        )}
      </Stack>
    </Page>
  );
}
