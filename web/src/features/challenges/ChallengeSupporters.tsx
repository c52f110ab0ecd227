import { List, ListItem, ListItemText, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { VOTERS_PER_PAGE } from '@shared/challenges/constants';
import { formatCents } from '@shared/core/money';
import { useChallengeVotes } from './useStreamChallenges';

type Kind = 'liked' | 'added';

/** Who liked the challenge and who added money to it (the creator first paid in), 10 per page. */
export function ChallengeSupporters({ streamId, challengeId }: { streamId: string; challengeId: string }) {
  const votes = useChallengeVotes(streamId, challengeId);
  const [kind, setKind] = useState<Kind>('liked');
  const [page, setPage] = useState(1);
  const shown = (votes ?? []).filter((vote) => (kind === 'added' ? vote.paidAmount > 0 : vote.paidAmount === 0));
  const pages = Math.max(1, Math.ceil(shown.length / VOTERS_PER_PAGE));
  const rows = shown.slice((page - 1) * VOTERS_PER_PAGE, page * VOTERS_PER_PAGE);
  return (
    <Stack>
      <Tabs
        value={kind}
        onChange={(_, next: Kind) => {
          setKind(next);
          setPage(1);
        }}
        aria-label="Supporters"
      >
        <Tab value="liked" label="Liked" />
        <Tab value="added" label="Added" />
      </Tabs>
      {votes && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {kind === 'liked' ? 'No votes yet.' : 'Nobody has added money yet.'}
        </Typography>
      ) : (
        <List dense aria-label={kind === 'liked' ? 'Liked' : 'Added'}>
          {rows.map((vote) => (
            <ListItem key={vote.id} disableGutters secondaryAction={vote.paidAmount > 0 ? <Typography variant="body2" sx={{ fontWeight: 700 }}>{formatCents(vote.paidAmount)}</Typography> : undefined}>
              <ListItemText primary={vote.username} />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
