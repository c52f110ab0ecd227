import { Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '@shared/core/money';
import type { SummaryDay } from '@shared/admin/types';

const money = (cents: number | null) => formatCents(cents ?? 0);

/** A day on the axis as MM-DD (the range's fields above show the year; a phone has room for no more), in full in the tooltip. */
const dayLabel = (day: string, context: { location: string }) => (context.location === 'tick' ? day.slice(5) : day);

/** Wagers, deposits and revenue by day, as grouped bars. */
export default function SummaryChart({ days }: { days: SummaryDay[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label="By day" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        By day
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days.map((day) => day.day), valueFormatter: dayLabel }]}
        yAxis={[{ width: 80, valueFormatter: (value: number) => formatCents(value) }]}
        series={[
          { label: 'Wagers', data: days.map((day) => day.wagers), valueFormatter: money },
          { label: 'Deposits', data: days.map((day) => day.deposits), valueFormatter: money },
          { label: 'Revenue', data: days.map((day) => day.revenue), valueFormatter: money },
        ]}
      />
    </Paper>
  );
}
