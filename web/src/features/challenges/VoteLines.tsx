import { List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { VOTERS_PER_PAGE } from '@shared/challenges/constants';
import type { ChallengeVoteDoc } from '@shared/challenges/types';
import { formatCents } from '@shared/core/money';

export type VoteLine = ChallengeVoteDoc & { id: string };
export type VoteKind = 'liked' | 'added';

/** A challenge's or an event's likes or 'Added' lines (named or 'Anonymous'), 10 per page; nothing while loading. */
export function VoteLines({ votes, kind }: { votes: VoteLine[] | undefined; kind: VoteKind }) {
  const [page, setPage] = useState(1);
  const shown = (votes ?? []).filter((vote) => (kind === 'added' ? vote.paidAmount > 0 : vote.paidAmount === 0));
  const pages = Math.max(1, Math.ceil(shown.length / VOTERS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * VOTERS_PER_PAGE, current * VOTERS_PER_PAGE);
  if (!votes) return null;
  return (
    <Stack>
      {rows.length === 0 ? (
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
      {pages > 1 && <Pagination count={pages} page={current} onChange={(_, next) => setPage(next)} size="small" sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
