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

/** One figure of a card: a sum of money in cents, or a count (or a text) shown as it is. */
type FigureDef = { label: string; cents: number } | { label: string; value: ReactNode };
interface CardDef {
  title: string;
  figures: FigureDef[];
}

const money = (label: string, cents: number): FigureDef => ({ label, cents });
const shown = (label: string, value: ReactNode): FigureDef => ({ label, value });
const itemCard = (title: string, item: ItemFigures): CardDef => ({ title, figures: [shown('Count', item.count), money('Staked', item.total), money('Paid out', item.paid)] });

/** The Summary's cards in order: revenue, reserve, wagers, accounts, then each kind of item. */
function summaryCardDefs({ revenue, reserve, wagers, accounts, ...stats }: AdminSummaryStats): CardDef[] {
  return [
    {
      title: 'Revenue',
      figures: [money('Revenue', revenue.revenue), money('Profit', revenue.profit), shown('Gross margin', percent(revenue.margin.gross)), shown('Net margin', percent(revenue.margin.net))],
    },
    { title: 'Reserve at end', figures: [money('House', reserve.house), money('Earnings', reserve.earnings), money('Prize', reserve.prize), money('Total', revenue.reserve)] },
    { title: 'Wagers', figures: [shown('Count', wagers.count), money('Total', wagers.total), money('Cash', wagers.cash), shown('Bonus Credits', wagers.credits)] },
    {
      title: 'Accounts',
      figures: [shown('Deposits', accounts.count), money('Deposited', accounts.total), shown('Active bettors', stats.activeCount), shown('New accounts', stats.newCount)],
    },
    itemCard('Bets', stats.bets),
    itemCard('Kills + Win', stats.parlays),
    itemCard('Challenges', stats.challenges),
    itemCard('Events', stats.events),
  ];
}

/** The Summary's figures as cards: revenue, reserve, wagers, accounts, then each kind of item. */
export function SummaryCards({ stats }: { stats: AdminSummaryStats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {summaryCardDefs(stats).map((card) => (
        <Card key={card.title} title={card.title}>
          {card.figures.map((figure) => (
            <Figure key={figure.label} label={figure.label}>
              {'cents' in figure ? <Money cents={figure.cents} /> : figure.value}
            </Figure>
          ))}
        </Card>
      ))}
    </Box>
  );
}
