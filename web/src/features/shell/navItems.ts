import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import SportsEsportsRoundedIcon from '@mui/icons-material/SportsEsportsRounded';
import SportsKabaddiRoundedIcon from '@mui/icons-material/SportsKabaddiRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { hasAnyRole, type Role, type RoleClaims } from '@shared/core/roles';
import { ROUTES } from '../../app/paths';

export type NavSectionId = 'main' | 'manage' | 'admin';

export interface NavContext {
  /** The signed-in user's public username, for links to their own pages. */
  username?: string;
}

export interface NavItem {
  id: string;
  label: string;
  /** One line for quick-link cards on the home page. */
  description: string;
  section: NavSectionId;
  /** Shown when the user passes a check for any of these roles. */
  roles: readonly Role[];
  /** False until the page exists; unavailable items are never shown. */
  available: boolean;
  icon: typeof SvgIcon;
  /** Where the item goes; null when it cannot be built for this user (e.g. no username yet). */
  to: (context: NavContext) => string | null;
}

export const NAV_SECTIONS: ReadonlyArray<{ id: NavSectionId; heading: string | null }> = [
  { id: 'main', heading: null },
  { id: 'manage', heading: 'Manage' },
  { id: 'admin', heading: 'Admin' },
];

/** The side navigation from the spec (01, section 2), in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'home',
    label: 'Home',
    description: 'Your account at a glance',
    section: 'main',
    roles: ['user'],
    available: true,
    icon: HomeRoundedIcon,
    to: () => ROUTES.home,
  },
  {
    id: 'battles',
    label: 'Battles',
    description: 'Bet on scheduled esports battles',
    section: 'main',
    roles: ['user'],
    available: false,
    icon: SportsKabaddiRoundedIcon,
    to: () => '/battles',
  },
  {
    id: 'my-stream',
    label: 'My Stream',
    description: 'Your public streamer page',
    section: 'main',
    roles: ['streamer'],
    available: false,
    icon: LiveTvRoundedIcon,
    to: ({ username }) => (username ? `/${username.toLowerCase()}` : null),
  },
  {
    id: 'deposit',
    label: 'Deposit',
    description: 'Add cash to your balance',
    section: 'main',
    roles: ['user'],
    available: true,
    icon: AccountBalanceWalletRoundedIcon,
    to: () => '/deposit',
  },
  {
    id: 'withdraw',
    label: 'Withdraw',
    description: 'Request a payout of your balance',
    section: 'main',
    roles: ['user'],
    available: true,
    icon: PaymentsRoundedIcon,
    to: () => '/withdraw',
  },
  {
    id: 'preferences',
    label: 'Preferences',
    description: 'Limits, breaks and communication',
    section: 'main',
    roles: ['user'],
    available: true,
    icon: TuneRoundedIcon,
    to: () => '/preferences',
  },
  {
    id: 'settings',
    label: 'Settings',
    description: 'Username, logo and referral link',
    section: 'main',
    roles: ['user', 'streamer'],
    available: true,
    icon: SettingsRoundedIcon,
    to: () => ROUTES.settings,
  },
  {
    id: 'manage-teams',
    label: 'Teams',
    description: 'Create teams and manage their players',
    section: 'manage',
    roles: ['admin', 'superAdmin', 'organizer'],
    available: false,
    icon: GroupsRoundedIcon,
    to: () => '/manage/teams',
  },
  {
    id: 'manage-battles',
    label: 'Battles',
    description: 'Schedule, record and settle battles',
    section: 'manage',
    roles: ['admin', 'superAdmin', 'organizer'],
    available: false,
    icon: SportsEsportsRoundedIcon,
    to: () => '/manage/battles',
  },
  {
    id: 'admin-users',
    label: 'Users',
    description: 'Accounts, balances and roles',
    section: 'admin',
    roles: ['superAdmin'],
    available: true,
    icon: AdminPanelSettingsRoundedIcon,
    to: () => ROUTES.adminUsers,
  },
  {
    id: 'admin-events',
    label: 'Events',
    description: 'Create and run events',
    section: 'admin',
    roles: ['admin', 'superAdmin'],
    available: false,
    icon: EventRoundedIcon,
    to: () => '/admin/events',
  },
];

/** Whether the page behind a navigation item exists yet. */
export function isNavItemAvailable(id: string): boolean {
  return NAV_ITEMS.some((item) => item.id === id && item.available);
}

export interface VisibleNavItem extends NavItem {
  href: string;
}

/** The items a user may see, in spec order, with their resolved links. */
export function visibleNavItems(claims: RoleClaims | null, context: NavContext): VisibleNavItem[] {
  return NAV_ITEMS.flatMap((item) => {
    if (!item.available || !hasAnyRole(claims, item.roles)) return [];
    const href = item.to(context);
    return href ? [{ ...item, href }] : [];
  });
}

/** Whether `href` is the current page (Home only on an exact match). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === ROUTES.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
