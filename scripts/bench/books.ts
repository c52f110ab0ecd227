import { reconcile } from '../../functions/src/ledger/reconcile';

/** Prints the reconcile result of everything the bench moved; true when the books balance. */
export async function runReconcile(): Promise<boolean> {
  const report = await reconcile();
  const house = Object.values(report.totals.house).reduce((sum, amount) => sum + amount, 0);
  console.log(
    `\nReconcile: ${report.ok ? 'clean' : `${report.discrepancies.length} discrepancies`} (${report.checkedUsers} users, ` +
      `${report.checkedEntries} ledger entries; balances ${report.totals.userBalances} + house ${house} = ` +
      `deposits ${report.totals.completedDeposits} - payouts ${report.totals.completedPayouts} cents)`,
  );
  for (const discrepancy of report.discrepancies) console.log(`  ${JSON.stringify(discrepancy)}`);
  return report.ok;
}
