import type { MigrationRun } from '@shared/admin/types';
import { useWrite } from '../../lib/useWrite';

/** Runs every data migration (runOnDemandMigrations) and hands back what each one did. */
export function useRunMigrations(onDone: (runs: MigrationRun[]) => void) {
  return useWrite<'runOnDemandMigrations', void>({
    callable: 'runOnDemandMigrations',
    request: () => ({}),
    success: (response) => (response.migrations.some((run) => run.changed > 0) ? 'Migrations ran' : 'Nothing to do'),
    onSuccess: (response) => onDone(response.migrations),
  });
}
