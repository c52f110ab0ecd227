import { lazy } from 'react';

/** The header's notification bell, loaded for signed-in users only. */
export const NotificationBell = lazy(() => import('./NotificationBell').then((module) => ({ default: module.NotificationBell })));
