import { Box, Stack, Typography } from '@mui/material';
import type { Competitor, OddsSnapshotDoc } from '@shared/battles/types';

const WIDTH = 320;
const HEIGHT = 96;
const COLOURS = ['#7c4dff', '#ff6d00'];

/** The odds history as a small line chart per side, with the move since opening. */
export function OddsChart({ competitors, history }: { competitors: Competitor[]; history: OddsSnapshotDoc[] }) {
  if (history.length === 0) return null;
  const values = history.flatMap((snapshot) => Object.values(snapshot.competitors).map((odds) => odds.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = (index: number) => (history.length === 1 ? WIDTH : (index / (history.length - 1)) * WIDTH);
  const y = (value: number) => (high === low ? HEIGHT / 2 : HEIGHT - ((value - low) / (high - low)) * (HEIGHT - 8) - 4);
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label="Odds since opening">
        {competitors.map((competitor, side) => (
          <polyline
            key={competitor.id}
            fill="none"
            stroke={COLOURS[side]}
            strokeWidth={2}
            points={history.map((snapshot, index) => `${x(index)},${y(snapshot.competitors[competitor.id]?.value ?? low)}`).join(' ')}
          />
        ))}
      </svg>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {competitors.map((competitor, side) => {
          const first = history[0]!.competitors[competitor.id]?.value ?? 0;
          const last = history[history.length - 1]!.competitors[competitor.id]?.value ?? 0;
          const move = last - first;
          return (
            <Typography key={competitor.id} variant="caption" data-testid={`odds-move-${competitor.id}`}>
              <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: COLOURS[side], mr: 0.75 }} />
              {competitor.name}: {first.toFixed(2)} → {last.toFixed(2)} ({move >= 0 ? '+' : ''}
              {move.toFixed(2)} since opening)
            </Typography>
          );
        })}
      </Stack>
    </Box>
  );
}
