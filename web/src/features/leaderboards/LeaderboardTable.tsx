import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Money } from '../../ui/Money';
import type { LeaderboardRow, LeaderboardStats } from '@shared/leaderboards/types';
import { PlayerCell } from './PlayerCell';

/** Stats columns shown from medium screens up; phones see rank, player and amount. */
const STAT_COLUMNS: Array<{ label: string; count: keyof LeaderboardStats; total: keyof LeaderboardStats }> = [
  { label: 'Bets', count: 'betCount', total: 'betTotal' },
  { label: 'Challenges', count: 'challengeCount', total: 'challengeTotal' },
  { label: 'Kills + Win', count: 'parlayCount', total: 'parlayTotal' },
  { label: 'Events', count: 'eventCount', total: 'eventTotal' },
];
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

function StatCell({ count, total }: { count: number; total: number }) {
  return (
    <TableCell align="right" sx={WIDE}>
      <Money cents={total} />
      <Typography variant="caption" component="div" color="text.secondary">
        {count}
      </Typography>
    </TableCell>
  );
}

/** The board's rows: rank, player, amount staked and what it was staked on; the viewer's row is highlighted. */
export function LeaderboardTable({ rows, viewerUid, label }: { rows: LeaderboardRow[]; viewerUid: string | null; label: string }) {
  return (
    <TableContainer component={Box}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Rank</TableCell>
            <TableCell scope="col">Player</TableCell>
            <TableCell scope="col" align="right">
              Staked
            </TableCell>
            {STAT_COLUMNS.map((column) => (
              <TableCell key={column.label} scope="col" align="right" sx={WIDE}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.uid} selected={row.uid === viewerUid} aria-current={row.uid === viewerUid ? 'true' : undefined}>
              <TableCell sx={{ fontWeight: 700, width: 56 }}>{row.rank}</TableCell>
              <TableCell sx={{ maxWidth: { xs: 160, sm: 280 } }}>
                <PlayerCell row={row} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                <Money cents={row.amount} />
              </TableCell>
              {STAT_COLUMNS.map((column) => (
                <StatCell key={column.label} count={row.stats[column.count]} total={row.stats[column.total]} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
