import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import type { FeatureRoute } from '../../lib/routes';
import { PREFERENCE_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  {
    path: PREFERENCE_PATHS.preferences,
    roles: ['user'],
    screen: () => import('./PreferencesPage').then((m) => m.PreferencesPage),
    nav: {
      id: 'preferences',
      label: 'Preferences',
      description: 'Limits, breaks and communication',
      section: 'main',
      order: 60,
      roles: ['user'],
      icon: TuneRoundedIcon,
    },
  },
];
