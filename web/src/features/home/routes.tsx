import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import type { FeatureRoute } from '../../lib/routes';
import { HOME_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  {
    path: HOME_PATHS.home,
    screen: () => import('./HomePage').then((m) => m.HomePage),
    nav: {
      id: 'home',
      label: 'Home',
      description: 'Your account at a glance',
      section: 'main',
      order: 10,
      roles: ['user'],
      icon: HomeRoundedIcon,
    },
  },
];
