import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCents } from '@shared/core/money';
import type { ReactNode } from 'react';
import type { BattleBetDoc } from '@shared/battles/types';

const STATUS_LABELS = { open: 'Open', lost: 'Lost', refunded: 'Refunded' } as const;

function result(bet: BattleBetDoc): string {
  return bet.status === 'won' ? `Won ${formatCents(bet.payout)}` : STATUS_LABELS[bet.status];
}

interface BetTableProps {
  title: string;
  bets: BattleBetDoc[];
  rowTestId?: string;
  /** A last column of controls for each bet (an admin's Refund), with its header. */
  action?: { label: string; render: (bet: BattleBetDoc) => ReactNode };
}

/** A titled table of battle bets: side, amount, odds and result; narrow cells so it fits a phone. */
export function BetTable({ title, bets, rowTestId, action }: BetTableProps) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Side</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Odds</TableCell>
            <TableCell>Result</TableCell>
            {action && <TableCell>{action.label}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {bets.map((bet) => (
            <TableRow key={bet.id} data-testid={rowTestId}>
              <TableCell>{bet.competitor.name}</TableCell>
              <TableCell align="right">{formatCents(bet.amount)}</TableCell>
              <TableCell align="right">{bet.odds.value.toFixed(2)}</TableCell>
              <TableCell>{result(bet)}</TableCell>
              {action && <TableCell>{action.render(bet)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
