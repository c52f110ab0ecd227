import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { AppBar, Box, Button, IconButton, Stack, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../app/paths';
import { useCurrentUser } from '../auth/currentUser';
import { useCookieConsent } from '../consent/consentStore';
import { AccountStrip } from './AccountStrip';
import { BrandLogo } from './BrandLogo';
import { NotificationBell } from './NotificationBell';

function VisitorActions() {
  return (
    <Stack direction="row" sx={{ gap: { xs: 0.75, sm: 1.25 } }}>
      <Button component={RouterLink} to={ROUTES.login} variant="outlined" color="inherit" sx={{ px: { xs: 1.75, sm: 2.5 } }}>
        Login
      </Button>
      <Button component={RouterLink} to={ROUTES.signup} variant="contained" sx={{ px: { xs: 1.75, sm: 2.5 } }}>
        Sign Up
      </Button>
    </Stack>
  );
}

/** The top bar. With cookies declined it shows only the logo: nothing behind the other controls would work. */
export function Header({ onOpenNav }: { onOpenNav: () => void }) {
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
        {user && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 }, minWidth: 0 }}>
            <AccountStrip />
            <NotificationBell />
          </Stack>
        )}
        {!user && !cookiesDeclined && <VisitorActions />}
      </Toolbar>
    </AppBar>
  );
}
