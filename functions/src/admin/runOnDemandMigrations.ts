import { defineCallable } from '../core/callable';
import { runMigrations } from '../migrations/registry';

/** Runs every data migration to the end, in order (Admin); each says what it changed, or that nothing was left. */
export const runOnDemandMigrations = defineCallable('runOnDemandMigrations', { allow: ['admin'] }, async () => ({
  migrations: (await runMigrations()).map(({ id, version, description, result }) => ({ id, version, description, ...result })),
}));
