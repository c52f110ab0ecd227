import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import HealthAndSafetyRoundedIcon from '@mui/icons-material/HealthAndSafetyRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import type { FeatureRoute } from '../../lib/routes';
import { ADMIN_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  {
    path: ADMIN_PATHS.users,
    title: 'Users',
    roles: ['superAdmin'],
    screen: () => import('./AdminUsersPage').then((m) => m.AdminUsersPage),
    nav: {
      id: 'admin-users',
      label: 'Users',
      description: 'Accounts, balances and roles',
      section: 'admin',
      order: 10,
      roles: ['superAdmin'],
      icon: AdminPanelSettingsRoundedIcon,
    },
  },
  {
    path: ADMIN_PATHS.harm,
    title: 'Customer interaction',
    roles: ['superAdmin'],
    screen: () => import('./AdminHarmPage').then((m) => m.AdminHarmPage),
    nav: {
      id: 'admin-harm',
      label: 'Customer interaction',
      description: 'Indicators of harm, pauses to review',
      section: 'admin',
      order: 15,
      roles: ['superAdmin'],
      icon: HealthAndSafetyRoundedIcon,
    },
  },
  {
    path: ADMIN_PATHS.summary,
    title: 'Summary',
    roles: ['admin'],
    screen: () => import('./AdminSummaryPage').then((m) => m.AdminSummaryPage),
    nav: {
      id: 'admin-summary',
      label: 'Summary',
      description: 'Wagers, revenue and reserve',
      section: 'admin',
      order: 20,
      roles: ['admin'],
      icon: InsightsRoundedIcon,
    },
  },
  {
    path: ADMIN_PATHS.migrations,
    title: 'Migrations',
    roles: ['admin'],
    screen: () => import('./AdminMigrationsPage').then((m) => m.AdminMigrationsPage),
  },
];
