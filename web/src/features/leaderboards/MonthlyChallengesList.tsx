import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Money } from '../../ui/Money';
import type { MonthlyChallenge } from '@shared/leaderboards/types';

/** The month's challenges, newest first: title, who sent it to whom, its pot and status. */
export function MonthlyChallengesList({ challenges }: { challenges: MonthlyChallenge[] }) {
  return (
    <List dense disablePadding aria-label="Challenges this month">
      {challenges.map((challenge) => (
        <ListItem key={`${challenge.streamId}/${challenge.id}`} disableGutters>
          <ListItemText
            primary={challenge.title}
            secondary={`${challenge.challengerName} to ${challenge.streamerName}`}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          <Stack sx={{ alignItems: 'flex-end', gap: 0.5, ml: 1, flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <Money cents={challenge.totalAmount} />
            </Typography>
            <Chip label={challenge.status} size="small" variant="outlined" />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
