import { Box, Link } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { VerificationGate, isAuthScreen, useCurrentUser, useReferralCookieOnConsent } from '../auth';
import { CONSENT_PATHS, CookieConsentBar, CookieConsentDialog, consentPromptFor, redirectsToManageCookies, useConsentRecordSync, useCookieConsent, type CookieConsent } from '../consent';
import { useRouteTable } from '../../lib/routes';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useDefaultPageTitle } from '../../ui/usePageTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { SlotList } from './SlotList';
import type { ShellSlots } from './slots';

/** Only signed-in users have the navigation drawer: it loads with their first page. */
const SideNav = lazy(() => import('./SideNav'));

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

/**
 * The page itself. Declined cookies send every page but the open ones to /manage-cookies (remembering where the
 * visitor was going); the open pages then skip the email-verification gate, which would otherwise send an
 * unverified user back and forth between /send-link and /manage-cookies.
 */
function PageContent({ consent }: { consent: CookieConsent | null }) {
  const location = useLocation();
  if (redirectsToManageCookies(consent, location.pathname)) {
    return <Navigate to={CONSENT_PATHS.manageCookies} replace state={{ from: location }} />;
  }
  if (consent === 'declined') return <Outlet />;
  return (
    <VerificationGate>
      <Outlet />
    </VerificationGate>
  );
}

/** The frame around every page but the bare ones, showing what `slots` bring from other features. */
export function AppLayout({ slots }: { slots: ShellSlots }) {
  const { loading, user, userDoc } = useCurrentUser();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const consent = useCookieConsent();
  const { titleFor } = useRouteTable();
  useDefaultPageTitle(titleFor(pathname), pathname);
  useConsentRecordSync(consent);
  useReferralCookieOnConsent(consent === 'accepted');

  if (loading) return <LoadingScreen fullScreen label="Loading Clutchpot" />;

  const showHeader = !isAuthScreen(pathname);
  const cookiesDeclined = consent === 'declined';
  // A signed-in account may already hold a choice: wait for it rather than ask again.
  const prompt = user && userDoc === undefined ? 'none' : consentPromptFor(consent, pathname);
  return (
    <slots.Provider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        {showHeader && <Header slots={slots} onOpenNav={() => setNavOpen(true)} />}
        {showHeader && !cookiesDeclined && <SlotList components={slots.banners} />}
        <SlotList components={slots.managers} />
        {user && !cookiesDeclined && (
          <Suspense fallback={null}>
            <SideNav slots={slots} open={navOpen} onClose={() => setNavOpen(false)} />
          </Suspense>
        )}
        <SlotList components={slots.prompts} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          // Targets of #links land below the sticky header rather than under it. A screen's height at least, so the
          // footer starts below the fold while a page loads instead of showing and then being pushed down.
          sx={{ flex: 1, minHeight: '100vh', outline: 'none', minWidth: 0, '& [id]': { scrollMarginTop: 88 } }}
        >
          {showHeader && !cookiesDeclined && <SlotList components={slots.pageNotices} />}
          <PageContent consent={consent} />
        </Box>
        {showHeader && <Footer />}
        {prompt === 'bar' && <CookieConsentBar />}
      </Box>
      {prompt === 'dialog' && <CookieConsentDialog />}
    </slots.Provider>
  );
}
