import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { AppBar, Box, Button, IconButton, Stack, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../auth';
import { useCookieConsent } from '../consent';
import { BrandLogo } from './BrandLogo';
import { MemberActions } from './MemberActions';
import type { ShellSlots } from './slots';
import { AUTH_PATHS } from '../../lib/paths';

function VisitorActions() {
  return (
    <Stack direction="row" sx={{ gap: { xs: 0.75, sm: 1.25 } }}>
      <Button component={RouterLink} to={AUTH_PATHS.login} variant="outlined" color="inherit" sx={{ px: { xs: 1.5, sm: 2.5 }, whiteSpace: 'nowrap' }}>
        Login
      </Button>
      <Button component={RouterLink} to={AUTH_PATHS.signup} variant="contained" sx={{ px: { xs: 1.5, sm: 2.5 }, whiteSpace: 'nowrap' }}>
        Sign Up
      </Button>
    </Stack>
  );
}

/** The top bar. With cookies declined it shows only the logo: nothing behind the other controls would work. */
export function Header({ slots, onOpenNav }: { slots: ShellSlots; onOpenNav: () => void }) {
  const { user: signedInUser } = useCurrentUser();
  const cookiesDeclined = useCookieConsent() === 'declined';
  const user = cookiesDeclined ? null : signedInUser;
  return (
    <AppBar position="sticky" elevation={0} color="transparent">
      <Toolbar sx={{ gap: { xs: 0.75, sm: 1.5 }, minHeight: { xs: 60, sm: 68 }, px: { xs: 1.5, sm: 2.5 } }}>
        {user && (
          <IconButton edge="start" color="inherit" aria-label="Open navigation" onClick={onOpenNav}>
            <MenuRoundedIcon />
          </IconButton>
        )}
        <BrandLogo withWordmark={!user} size={user ? 34 : 36} />
        <Box sx={{ flexGrow: 1 }} />
        {!cookiesDeclined &&
          slots.headerTools.map((Tool, index) => (
            <Suspense key={index} fallback={null}>
              <Tool />
            </Suspense>
          ))}
        {user && (
          // The member tools load for signed-in users only, with their first page, and show together.
          <Suspense fallback={null}>
            <MemberActions tools={slots.memberTools} />
          </Suspense>
        )}
        {!user && !cookiesDeclined && <VisitorActions />}
      </Toolbar>
    </AppBar>
  );
}
