import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import {
  Avatar,
  Box,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useCurrentUser } from '../auth';
import { NAV_SECTIONS, useRouteTable, type NavItem } from '../../lib/routes';
import { roleBadges } from './roleBadges';
import type { ShellSlots } from './slots';
import { hasAnyRole } from '@shared/core/roles';
import { HOME_PATHS } from '../../lib/paths';
import { storedSessionId } from '../../lib/storedSession';

const DRAWER_WIDTH = 300;

/** Whether `href` is the current page (Home only on an exact match). */
function isActivePath(href: string, pathname: string): boolean {
  if (href === HOME_PATHS.home) return pathname === HOME_PATHS.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavHeader({ StreamerStatus, onClose }: { StreamerStatus: ShellSlots['StreamerStatus']; onClose: () => void }) {
  const { user, userDoc, claims } = useCurrentUser();
  const name = userDoc?.username ?? user?.displayName ?? '';
  const email = userDoc?.email ?? user?.email ?? '';
  const badges = roleBadges(claims);
  return (
    <Box sx={{ p: 2.5, pb: 2, position: 'relative' }}>
      <IconButton
        aria-label="Close navigation"
        onClick={onClose}
        size="small"
        sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
      >
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', pr: 4 }}>
        <Avatar
          src={userDoc?.image ?? undefined}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: 'primary.main', fontWeight: 800, color: 'common.white' }}
        >
          {name.charAt(0).toUpperCase() || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={email}>
            {email}
          </Typography>
        </Box>
      </Stack>
      {badges.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.75, mt: 1.5, flexWrap: 'wrap' }}>
          {badges.map((badge) => (
            <Chip key={badge} label={badge} size="small" color="primary" />
          ))}
        </Stack>
      )}
      {user && hasAnyRole(claims, ['streamer']) && (
        <Suspense fallback={null}>
          <StreamerStatus uid={user.uid} username={name} onNavigate={onClose} />
        </Suspense>
      )}
    </Box>
  );
}

function NavLink({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.href}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The signed-in user's navigation drawer: role-filtered links and Log out. */
export default function SideNav({ slots, open, onClose }: { slots: ShellSlots; open: boolean; onClose: () => void }) {
  const { user, claims } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const items = useRouteTable().navItemsFor(claims);

  const logOut = async () => {
    onClose();
    try {
      // Logging out ends the responsible-gambling session too, so its time stops counting.
      await slots.logOut(storedSessionId(user?.uid));
      navigate(HOME_PATHS.home);
    } catch (error) {
      console.error('Sign-out failed', error);
      enqueueSnackbar('We could not log you out. Please try again.', { variant: 'error' });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '86vw' } } }}
    >
      <Box component="nav" aria-label="Main navigation" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <NavHeader StreamerStatus={slots.StreamerStatus} onClose={onClose} />
        <Divider />
        {NAV_SECTIONS.map((section) => {
          const sectionItems = items.filter((item) => item.section === section.id);
          if (sectionItems.length === 0) return null;
          const headingId = `nav-section-${section.id}`;
          return (
            <List
              key={section.id}
              aria-labelledby={section.heading ? headingId : undefined}
              subheader={
                section.heading ? (
                  <ListSubheader id={headingId} disableSticky>
                    {section.heading}
                  </ListSubheader>
                ) : undefined
              }
            >
              {sectionItems.map((item) => (
                <NavLink key={item.id} item={item} active={isActivePath(item.href, pathname)} onNavigate={onClose} />
              ))}
            </List>
          );
        })}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton onClick={() => void logOut()}>
              <ListItemIcon>
                <LogoutRoundedIcon />
              </ListItemIcon>
              <ListItemText primary="Log out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
