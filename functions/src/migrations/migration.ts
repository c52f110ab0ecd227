/**
 * A named, versioned data migration: idempotent and resumable. `run` looks at the data as it is, changes only
 * what is still in the old form, page by page, and reports what it did; a second run finds nothing to do and says
 * so. The registry of migrations and the admin's `runOnDemandMigrations` call run them in order.
 */
export interface MigrationResult {
  /** Documents changed by this run (0 when there was nothing left to do). */
  changed: number;
  /** What was done, in words an operator reads on the Migrations tab. */
  messages: string[];
  /** False when the run stopped at `maxPages` with work left: running it again finishes it. */
  done: boolean;
}

export interface MigrationRunOptions {
  /** Documents read per page. */
  pageSize?: number;
  /** Stop after this many pages (tests stop a run halfway with it); unbounded when absent. */
  maxPages?: number;
}

export interface Migration {
  /** Stable name, e.g. `randomPublicBetIds`. */
  id: string;
  /** Bumped when the migration's meaning changes, so an operator can tell which version ran. */
  version: number;
  /** One line for the Migrations tab. */
  description: string;
  run: (options: MigrationRunOptions) => Promise<MigrationResult>;
}
