import CasinoRoundedIcon from '@mui/icons-material/CasinoRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import GpsFixedRoundedIcon from '@mui/icons-material/GpsFixedRounded';
import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { streamMessages } from '@shared/streams/messages';

function Panel({ title, icon }: { title: string; icon: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {streamMessages.notAvailable}
      </Typography>
    </Paper>
  );
}

/** Where a stream's bets, custom challenges and Kills + Win are placed. */
export function StreamPanels() {
  return (
    <Stack sx={{ gap: 2 }}>
      <Panel title="Bet" icon={<CasinoRoundedIcon color="primary" />} />
      <Panel title="Custom Challenge" icon={<EmojiEventsRoundedIcon color="secondary" />} />
      <Panel title="Kills + Win" icon={<GpsFixedRoundedIcon color="warning" />} />
    </Stack>
  );
}
