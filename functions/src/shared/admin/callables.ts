import type { CallableSchemas, SameKeys } from '../core/callables';
import { getTotalRevenueRequest, runOnDemandMigrationsRequest, summaryRangeRequest } from './schemas';
import type { AdminSummaryStats, MigrationRun, TotalRevenue } from './types';

/** The operator's console (/admin): Summary for Admin and Super Admin, migrations for Admin. */
export const adminCallables = {
  getAdminSummaryStats: summaryRangeRequest,
  getTotalRevenue: getTotalRevenueRequest,
  runOnDemandMigrations: runOnDemandMigrationsRequest,
} satisfies CallableSchemas;

export interface AdminResponses {
  getAdminSummaryStats: AdminSummaryStats;
  getTotalRevenue: TotalRevenue;
  runOnDemandMigrations: { migrations: MigrationRun[] };
}

export const adminContractIsComplete: SameKeys<keyof typeof adminCallables, keyof AdminResponses> = true;
