import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { VerificationGate } from '../../app/VerificationGate';
import { hidesHeader } from '../../app/paths';
import { useSession } from '../auth/session';
import { SessionBar } from '../sessions/SessionBar';
import { SessionManager } from '../sessions/SessionManager';
import { DepositDialogProvider } from '../wallet/DepositDialogProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingScreen } from './LoadingScreen';
import { SideNav } from './SideNav';
import { titleForPath } from './pageTitles';
import { useDefaultPageTitle } from './usePageTitle';

const MAIN_ID = 'main-content';

function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={(theme) => ({
        position: 'absolute',
        left: 12,
        top: -64,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        '&:focus': { top: 12 },
      })}
    >
      Skip to main content
    </Link>
  );
}

export function AppLayout() {
  const { loading, user } = useSession();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useDefaultPageTitle(titleForPath(pathname), pathname);

  if (loading) return <LoadingScreen fullScreen label="Loading Clutchpot" />;

  const showHeader = !hidesHeader(pathname);
  return (
    <DepositDialogProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        {showHeader && <Header onOpenNav={() => setNavOpen(true)} />}
        {showHeader && <SessionBar />}
        <SessionManager />
        {user && <SideNav open={navOpen} onClose={() => setNavOpen(false)} />}
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
          <VerificationGate>
            <Outlet />
          </VerificationGate>
        </Box>
        {showHeader && <Footer />}
      </Box>
    </DepositDialogProvider>
  );
}
