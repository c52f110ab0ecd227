import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { formatDateTime } from '@shared/core/dates';
import type { TransactionEntry } from './useTransactions';
import { formatCents } from '@shared/core/money';
import { LEDGER_TYPE_LABELS, type LedgerType } from '@shared/ledger/types';

function typeLabel(type: string): string {
  return LEDGER_TYPE_LABELS[type as LedgerType] ?? type.replace(/_/g, ' ');
}

const signed = (count: number) => (count > 0 ? `+${count}` : String(count));

/** Spendable Bonus Credits and, when they moved, locked Bonus Chest credits: "+1 · Chest -1", "Chest +6", "0". */
function creditsText(row: TransactionEntry): string {
  const credits = typeof row.credits === 'number' ? row.credits : 0;
  const chest = typeof row.bonusChestCredits === 'number' ? row.bonusChestCredits : 0;
  const parts = [credits !== 0 ? signed(credits) : null, chest !== 0 ? `Chest ${signed(chest)}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '0';
}

const money = (field: keyof TransactionEntry & string, headerName: string, width: number): GridColDef<TransactionEntry> => ({
  field,
  headerName,
  type: 'number',
  width,
  sortable: false,
  valueGetter: (value: unknown) => (typeof value === 'number' ? value : 0),
  valueFormatter: (value: number) => formatCents(value),
  // Credits in green, zero muted (styled by the grid).
  cellClassName: ({ value }) => (typeof value === 'number' && value > 0 ? 'money-credit' : value === 0 ? 'money-zero' : ''),
});

/**
 * Columns of the transaction history: date, type, amount, credits, tip, fee, net. `compact` (phones) puts the
 * date on two lines and narrows the columns so date, type and amount fit the screen; the rest scrolls.
 */
export function transactionColumns(compact: boolean): GridColDef<TransactionEntry>[] {
  return [
    {
      field: 'timestamp',
      headerName: 'Date',
      width: compact ? 104 : 196,
      sortable: false,
      valueGetter: (_value, row) => (typeof row.timestamp === 'number' ? new Date(row.timestamp) : null),
      valueFormatter: (value: Date | null) => (value ? formatDateTime(value.getTime()) : ''),
      ...(compact && {
        renderCell: ({ value }: { value?: Date | null }) =>
          value ? (
            <span>
              {dayjs(value).format('MMM D, YYYY')}
              <br />
              {dayjs(value).format('hh:mm A')}
            </span>
          ) : null,
      }),
    },
    {
      field: 'type',
      headerName: 'Type',
      ...(compact ? { width: 118 } : { flex: 1, minWidth: 140 }),
      sortable: false,
      valueGetter: (value: string) => typeLabel(value),
    },
    money('amount', 'Amount', compact ? 96 : 104),
    {
      field: 'credits',
      headerName: 'Credits',
      type: 'number',
      width: 110,
      sortable: false,
      valueGetter: (_value, row) => creditsText(row),
      cellClassName: ({ value }) => (value === '0' ? 'money-zero' : ''),
    },
    money('tipAmount', 'Tip', 76),
    money('fee', 'Fee', 76),
    money('netAmount', 'Net', 104),
  ];
}
