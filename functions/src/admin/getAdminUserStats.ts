import { defineCallable } from '../core/callable';
import { userStats } from './accountStats';

/** Accounts over a range of UTC days for the Summary tab (Admin and Super Admin). */
export const getAdminUserStats = defineCallable('getAdminUserStats', { allow: ['admin'] }, ({ start, end }) => userStats(start, end));
