import { defineCallable } from '../core/callable';
import { totalRevenue } from './summaryStats';

/** All-time revenue and reserve (Admin and Super Admin), from the rollups' bucket totals. */
export const getTotalRevenue = defineCallable('getTotalRevenue', { allow: ['admin'] }, () => totalRevenue());
