import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { AdminSummaryStats, ItemFigures } from '@shared/admin/types';
import { Money } from '../../ui/Money';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {children}
      </Box>
    </Paper>
  );
}

export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

function ItemCard({ title, figures }: { title: string; figures: ItemFigures }) {
  return (
    <Card title={title}>
      <Figure label="Count">{figures.count}</Figure>
      <Figure label="Staked">
        <Money cents={figures.total} />
      </Figure>
      <Figure label="Paid out">
        <Money cents={figures.paid} />
      </Figure>
    </Card>
  );
}

/** The Summary's figures as cards: revenue, reserve, wagers, accounts, then each kind of item. */
export function SummaryCards({ stats }: { stats: AdminSummaryStats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      <Card title="Revenue">
        <Figure label="Revenue">
          <Money cents={stats.revenue.revenue} />
        </Figure>
        <Figure label="Profit">
          <Money cents={stats.revenue.profit} />
        </Figure>
        <Figure label="Gross margin">{percent(stats.revenue.margin.gross)}</Figure>
        <Figure label="Net margin">{percent(stats.revenue.margin.net)}</Figure>
      </Card>
      <Card title="Reserve at end">
        <Figure label="House">
          <Money cents={stats.reserve.house} />
        </Figure>
        <Figure label="Earnings">
          <Money cents={stats.reserve.earnings} />
        </Figure>
        <Figure label="Prize">
          <Money cents={stats.reserve.prize} />
        </Figure>
        <Figure label="Total">
          <Money cents={stats.revenue.reserve} />
        </Figure>
      </Card>
      <Card title="Wagers">
        <Figure label="Count">{stats.wagers.count}</Figure>
        <Figure label="Total">
          <Money cents={stats.wagers.total} />
        </Figure>
        <Figure label="Cash">
          <Money cents={stats.wagers.cash} />
        </Figure>
        <Figure label="Bonus Credits">{stats.wagers.credits}</Figure>
      </Card>
      <Card title="Accounts">
        <Figure label="Deposits">{stats.accounts.count}</Figure>
        <Figure label="Deposited">
          <Money cents={stats.accounts.total} />
        </Figure>
        <Figure label="Active bettors">{stats.activeCount}</Figure>
        <Figure label="New accounts">{stats.newCount}</Figure>
      </Card>
      <ItemCard title="Bets" figures={stats.bets} />
      <ItemCard title="Kills + Win" figures={stats.parlays} />
      <ItemCard title="Challenges" figures={stats.challenges} />
      <ItemCard title="Events" figures={stats.events} />
    </Box>
  );
}
