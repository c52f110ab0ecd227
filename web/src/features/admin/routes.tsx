import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
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
];
