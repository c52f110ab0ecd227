import { defineCallable } from '../core/callable';
import { challengeStats } from './challengeStats';

/** Challenges sent over a range of UTC days, by status, for the Summary tab (Admin and Super Admin). */
export const getAdminChallengeStats = defineCallable('getAdminChallengeStats', { allow: ['admin'] }, ({ start, end }) => challengeStats(start, end));
