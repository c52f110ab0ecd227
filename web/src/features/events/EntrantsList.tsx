import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { Chip, List, ListItem, ListItemText, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { ENTRANTS_PER_PAGE } from '@shared/events/constants';
import type { EventDoc } from '@shared/events/types';

/** The event's entrants, 10 a page, winners marked. */
export function EntrantsList({ event }: { event: EventDoc }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(event.users.length / ENTRANTS_PER_PAGE));
  const shown = event.users.slice((Math.min(page, pages) - 1) * ENTRANTS_PER_PAGE, Math.min(page, pages) * ENTRANTS_PER_PAGE);
  if (event.users.length === 0) return <Typography color="text.secondary">No entrants yet.</Typography>;
  return (
    <>
      <List dense aria-label="Entrants">
        {shown.map((user) => (
          <ListItem key={user.id} divider secondaryAction={event.winners.includes(user.id) ? <Chip size="small" color="success" icon={<EmojiEventsRoundedIcon />} label="Winner" /> : undefined}>
            <ListItemText primary={user.username} secondary={user.kills === null ? undefined : `${user.kills} kills`} />
          </ListItem>
        ))}
      </List>
      {pages > 1 && <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />}
    </>
  );
}
