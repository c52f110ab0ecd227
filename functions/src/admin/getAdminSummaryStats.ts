import { defineCallable } from '../core/callable';
import { summaryStats } from './summaryStats';

/** The Summary tab's figures over a range of UTC days (Admin and Super Admin); reads only the daily rollups. */
export const getAdminSummaryStats = defineCallable('getAdminSummaryStats', { allow: ['admin'] }, ({ start, end }) => summaryStats(start, end));
