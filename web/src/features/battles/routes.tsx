import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import SportsKabaddiRoundedIcon from '@mui/icons-material/SportsKabaddiRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import type { FeatureRoute } from '../../lib/routes';
import { BATTLE_PATHS } from './routePaths';

const MANAGERS = ['organizer', 'admin', 'superAdmin'] as const;

export const routes: FeatureRoute[] = [
  {
    path: BATTLE_PATHS.list,
    ageRestricted: true,
    title: 'Battles',
    screen: () => import('./BattlesPage').then((m) => m.BattlesPage),
    nav: {
      id: 'battles',
      label: 'Battles',
      description: 'Scheduled esports battles with moving odds',
      section: 'main',
      order: 20,
      roles: ['user'],
      icon: SportsKabaddiRoundedIcon,
    },
  },
  {
    path: BATTLE_PATHS.battle,
    ageRestricted: true,
    title: 'Battle',
    screen: () => import('./BattlePage').then((m) => m.BattlePage),
  },
  {
    path: BATTLE_PATHS.manageBattles,
    title: 'Manage Battles',
    roles: MANAGERS,
    screen: () => import('./ManageBattlesPage').then((m) => m.ManageBattlesPage),
    nav: { id: 'manage-battles', label: 'Battles', description: 'Battles you run: chest, cancel and void', section: 'manage', order: 20, roles: MANAGERS, icon: TableChartRoundedIcon },
  },
  {
    path: BATTLE_PATHS.manageTeams,
    title: 'Manage Teams',
    roles: MANAGERS,
    screen: () => import('./ManageTeamsPage').then((m) => m.ManageTeamsPage),
    nav: { id: 'manage-teams', label: 'Teams', description: 'Teams of streamers and their captains', section: 'manage', order: 10, roles: MANAGERS, icon: GroupsRoundedIcon },
  },
];
