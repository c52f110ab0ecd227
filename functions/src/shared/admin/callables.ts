import type { CallableSchemas, SameKeys } from '../core/callables';
import { fetchOrdersRequest, getTotalRevenueRequest, runOnDemandMigrationsRequest, summaryRangeRequest, userActivitiesRequest } from './schemas';
import type { AdminChallengeStats, AdminSummaryStats, AdminUserStats, MigrationRun, OrderItem, TopStreamExport, TotalRevenue, UserActivityRow } from './types';

/** The operator's console (/admin): Summary for Admin and Super Admin, migrations for Admin. */
export const adminCallables = {
  getAdminSummaryStats: summaryRangeRequest,
  getAdminTopStreamExport: summaryRangeRequest,
  getTotalRevenue: getTotalRevenueRequest,
  runOnDemandMigrations: runOnDemandMigrationsRequest,
  getAdminUserStats: summaryRangeRequest,
  getAdminChallengeStats: summaryRangeRequest,
  getAdminUserSummaryActivities: userActivitiesRequest,
  fetchOrders: fetchOrdersRequest,
} satisfies CallableSchemas;

export interface AdminResponses {
  getAdminSummaryStats: AdminSummaryStats;
  getAdminTopStreamExport: TopStreamExport;
  getTotalRevenue: TotalRevenue;
  runOnDemandMigrations: { migrations: MigrationRun[] };
  getAdminUserStats: AdminUserStats;
  getAdminChallengeStats: AdminChallengeStats;
  getAdminUserSummaryActivities: { rows: UserActivityRow[] };
  fetchOrders: { orders: OrderItem[] };
}

export const adminContractIsComplete: SameKeys<keyof typeof adminCallables, keyof AdminResponses> = true;
