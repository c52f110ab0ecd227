import type { CallableFunctionFor } from './core/callable';
import type { CallableName } from './shared/contract';
import type * as deployed from './index';
import type { SCHEDULED_JOBS } from './scheduledJobs';

type Assert<T extends true> = T;

/**
 * Compile-time check: every callable in the shared contract is exported from index.ts, each under its own name
 * (Pick fails on a missing export; the brand on each callable fails on one exported under another's name).
 */
export type DeployedContract = Assert<
  Pick<typeof deployed, CallableName> extends { [K in CallableName]: CallableFunctionFor<K> } ? true : false
>;

/** Compile-time check: every scheduled job is deployed under its own name. */
export type DeployedJobs = Assert<Pick<typeof deployed, keyof typeof SCHEDULED_JOBS> extends Record<keyof typeof SCHEDULED_JOBS, unknown> ? true : false>;
