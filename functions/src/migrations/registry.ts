import type { Migration, MigrationResult } from './migration';
import { randomPublicIds } from './randomPublicIds';
import { leaderboardRollups } from './leaderboardRollups';
import { reviewSchedules } from './reviewSchedules';
import { summaryRollups } from './summaryRollups';

/** Every data migration, in the order they run. Each is idempotent: running the list again changes nothing. */
export const MIGRATIONS: readonly Migration[] = [randomPublicIds, summaryRollups, reviewSchedules, leaderboardRollups];

/** Runs every migration to the end, in order; returns each one's result by id. */
export async function runMigrations(): Promise<Array<{ id: string; version: number; description: string; result: MigrationResult }>> {
  const results = [];
  for (const migration of MIGRATIONS) results.push({ id: migration.id, version: migration.version, description: migration.description, result: await migration.run({}) });
  return results;
}
