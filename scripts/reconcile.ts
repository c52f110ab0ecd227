/**
 * `npm run reconcile`: checks the books (see functions/src/ledger/reconcile.ts) and prints the report. Reads only.
 * Runs against the emulators (FIRESTORE_EMULATOR_HOST, as `npm run emulators:exec -- "npm run reconcile"` sets
 * it); against a real project only when asked for explicitly with `--project <id>` (application default
 * credentials). Exits 0 when the books balance, 1 on discrepancies, 2 when it cannot run.
 */
import { parseArgs } from 'node:util';
import { formatCents } from '../functions/src/shared/core/money';
import type { ReconcileDiscrepancy, ReconcileReport } from '../functions/src/shared/ledger/types';

const USAGE = 'Usage: npm run reconcile [-- --project <project-id>]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let project: string | undefined;
try {
  ({ values: { project } } = parseArgs({ options: { project: { type: 'string' } }, strict: true }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator && !project) {
  fail(
    'Refusing to run: FIRESTORE_EMULATOR_HOST is not set. Run it against the emulators with\n' +
      '  npm run emulators:exec -- "npm run reconcile"\n' +
      'or name a real project explicitly: npm run reconcile -- --project <project-id>',
  );
}
if (project !== undefined && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) fail(`Not a valid project id: ${project}\n${USAGE}`);
if (project) {
  // firebase-admin reads the project id from the environment when the app is initialised.
  process.env.GCLOUD_PROJECT = project;
  process.env.GOOGLE_CLOUD_PROJECT = project;
}

const { reconcile } = await import('../functions/src/ledger/reconcile');

const LABEL_WIDTH = 28;
const line = (label: string, cents: number) => `  ${label.padEnd(LABEL_WIDTH)}${formatCents(cents).padStart(16)}`;

function describeDiscrepancy(item: ReconcileDiscrepancy): string {
  const where = item.uid ? `user ${item.uid}` : item.bucket ? `${item.bucket}${item.item ? ` ${item.item}` : ''}` : item.kind;
  // Credit counts are whole credits; every other figure is money in cents.
  const show = (value: number) => (/credits/.test(item.field) ? `${value} credits` : formatCents(value));
  return `  [${item.kind}] ${where}: ${item.field}: expected ${show(item.expected)}, found ${show(item.actual)}`;
}

function formatReport(report: ReconcileReport, target: string): string {
  const { totals } = report;
  const houseTotal = Object.values(totals.house).reduce((sum, value) => sum + value, 0);
  const lines = [
    `Reconciliation of ${target}: ${report.checkedUsers} users, ${report.checkedEntries} ledger entries checked.`,
    '',
    line('User balances', totals.userBalances),
    ...Object.entries(totals.house).map(([bucket, cents]) => line(`House: ${bucket}`, cents)),
    line('House total', houseTotal),
    line('Held (users + house)', totals.userBalances + houseTotal),
    line('Completed deposits', totals.completedDeposits),
    line('Completed payouts', totals.completedPayouts),
    line('Owed (deposits - payouts)', totals.completedDeposits - totals.completedPayouts),
    '',
  ];
  if (report.ok) {
    lines.push('OK: the books balance.');
  } else {
    lines.push(`${report.discrepancies.length} discrepanc${report.discrepancies.length === 1 ? 'y' : 'ies'}:`);
    lines.push(...report.discrepancies.map(describeDiscrepancy));
  }
  return lines.join('\n');
}

const target = emulator ? `the Firestore emulator at ${emulator}` : `project ${project}`;
try {
  const report = await reconcile();
  console.log(formatReport(report, target));
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  fail(`Reconciliation failed: ${(error as Error).message}`);
}
