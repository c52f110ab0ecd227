import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { HarmEvaluation } from '@shared/harm/types';
import { ScrollableTable } from '../../ui/ScrollableTable';

const ACTION_LABELS = { none: 'none', message: 'message', prompt: 'limit prompt', hold: 'pause', desk: 'desk only' } as const;

const list = (counts: Partial<Record<string, number>>, labels: Record<string, string> = {}) =>
  Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([key, count]) => `${labels[key] ?? key}: ${count}`)
    .join(', ') || '—';

/** The evaluation: customers by the highest level reached in the range, what was done, and how many fell since. */
export function HarmEvaluationTable({ evaluation }: { evaluation: HarmEvaluation }) {
  return (
    <ScrollableTable label="Customer interaction evaluation">
      <Table size="small" aria-label="Customer interaction evaluation" data-testid="harm-evaluation">
        <TableHead>
          <TableRow>
            <TableCell>Highest level reached</TableCell>
            <TableCell>Customers</TableCell>
            <TableCell>Actions taken</TableCell>
            <TableCell>Staff decisions</TableCell>
            <TableCell>Lower level now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluation.rows.map((row) => (
            <TableRow key={row.level}>
              <TableCell>{row.level}</TableCell>
              <TableCell>{row.customers}</TableCell>
              <TableCell>{list(row.actions, ACTION_LABELS)}</TableCell>
              <TableCell>{list(row.decisions)}</TableCell>
              <TableCell>{row.customers > 0 ? `${row.fell} of ${row.customers}` : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
