import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import type { FeatureRoute } from '../../lib/routes';
import { USER_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  {
    path: USER_PATHS.settings,
    title: 'Settings',
    roles: ['user'],
    screen: () => import('./SettingsPage').then((m) => m.SettingsPage),
    nav: {
      id: 'settings',
      label: 'Settings',
      description: 'Profile, stream setup and connected games',
      section: 'main',
      order: 70,
      roles: ['user', 'streamer'],
      icon: SettingsRoundedIcon,
    },
  },
];
