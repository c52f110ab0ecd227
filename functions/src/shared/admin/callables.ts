import type { CallableSchemas, SameKeys } from '../core/callables';
import { getTotalRevenueRequest, runOnDemandMigrationsRequest, summaryRangeRequest } from './schemas';
import type { AdminSummaryStats, MigrationRun, TopStreamExport, TotalRevenue } from './types';

/** The operator's console (/admin): Summary for Admin and Super Admin, migrations for Admin. */
export const adminCallables = {
  getAdminSummaryStats: summaryRangeRequest,
  getAdminTopStreamExport: summaryRangeRequest,
  getTotalRevenue: getTotalRevenueRequest,
  runOnDemandMigrations: runOnDemandMigrationsRequest,
} satisfies CallableSchemas;

export interface AdminResponses {
  getAdminSummaryStats: AdminSummaryStats;
  getAdminTopStreamExport: TopStreamExport;
  getTotalRevenue: TotalRevenue;
  runOnDemandMigrations: { migrations: MigrationRun[] };
}

export const adminContractIsComplete: SameKeys<keyof typeof adminCallables, keyof AdminResponses> = true;
