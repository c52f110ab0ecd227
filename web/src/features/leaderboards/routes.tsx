import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import type { FeatureRoute } from '../../lib/routes';
import { LEADERBOARD_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  {
    path: LEADERBOARD_PATHS.leaderboards,
    title: 'Leaderboards',
    screen: () => import('./LeaderboardsPage').then((m) => m.LeaderboardsPage),
    nav: {
      id: 'leaderboards',
      label: 'Leaderboards',
      description: "This month's and all-time top players and challengers",
      section: 'main',
      order: 35,
      roles: ['user'],
      icon: LeaderboardRoundedIcon,
    },
  },
];
