import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';
import MilitaryTechRoundedIcon from '@mui/icons-material/MilitaryTechRounded';
import type { FeatureRoute } from '../../lib/routes';
import { EVENT_PATHS } from './routePaths';

const ADMINS = ['admin', 'superAdmin'] as const;

export const routes: FeatureRoute[] = [
  {
    path: EVENT_PATHS.list,
    title: 'Events',
    ageRestricted: true,
    screen: () => import('./EventsPage').then((m) => m.EventsPage),
    nav: { id: 'events', label: 'Events', description: 'Live, upcoming and completed events: enter or add to the pot', section: 'main', order: 25, roles: ['user'], icon: MilitaryTechRoundedIcon },
  },
  { path: EVENT_PATHS.event, title: 'Event', ageRestricted: true, screen: () => import('./EventPage').then((m) => m.EventPage) },
  {
    path: EVENT_PATHS.host,
    title: 'My Events',
    roles: ['streamer'],
    screen: () => import('./HostEventsPage').then((m) => m.HostEventsPage),
    nav: { id: 'my-events', label: 'My Events', description: 'Events on your stream: set up, start and end them', section: 'main', order: 32, roles: ['streamer'], icon: EventNoteRoundedIcon },
  },
  {
    path: EVENT_PATHS.admin,
    title: 'Events',
    roles: ADMINS,
    screen: () => import('./AdminEventsPage').then((m) => m.AdminEventsPage),
    nav: { id: 'admin-events', label: 'Events', description: 'Sponsored events: set up, start, end and pay winners', section: 'admin', order: 20, roles: ADMINS, icon: EmojiEventsRoundedIcon },
  },
];
