import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { EventDoc } from '@shared/events/types';
import { VoteLines, type VoteLine } from '../challenges';
import { EntrantsList } from './EntrantsList';

type Kind = 'entered' | 'added';

/**
 * The challenge detail's supporters list as events show it (spec 02 section 2: Entered / Added): the entrants,
 * 10 a page, with Enter / Entered, and who added money ('Anonymous' where asked).
 */
export function EventSupporters({ event, votes, enterButton }: { event: EventDoc; votes: VoteLine[] | undefined; enterButton: ReactNode }) {
  const [kind, setKind] = useState<Kind>('entered');
  return (
    <Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="entrants-heading" variant="h6" component="h2">
          Entrants
        </Typography>
        {enterButton}
      </Stack>
      <Tabs value={kind} onChange={(_, next: Kind) => setKind(next)} aria-label="Entered and Added" sx={{ mb: 1 }}>
        <Tab value="entered" label={`Entered (${event.users.length})`} />
        <Tab value="added" label="Added" />
      </Tabs>
      {kind === 'entered' ? <EntrantsList event={event} /> : <VoteLines votes={votes} kind="added" />}
    </Stack>
  );
}
