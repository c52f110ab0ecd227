import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import { Box, Button, Dialog, DialogContent, DialogTitle, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { StreamerSetStatus } from '@shared/challenges/constants';
import { creatorMayEdit, isOpen, mayVote, streamerActions } from '@shared/challenges/status';
import type { ChallengeDoc } from '@shared/challenges/types';
import { challengePaths } from '@shared/challenges/firestorePaths';
import { hasAnyRole } from '@shared/core/roles';
import { plural } from '../../lib/plural';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';
import { useCurrentUser } from '../auth';
import { HeldPayments } from '../refunds';
import { AddMoneyDialog } from './AddMoneyDialog';
import { EditChallengeDialog } from './ChallengeFormDialog';
import { ChallengeStatusChip } from './ChallengeStatusChip';
import { ChallengeSupporters } from './ChallengeSupporters';
import { useChallengeActions } from './useChallengeActions';
import { useSignedInAction } from './useSignedInAction';
import { useChallenge, useChallengeVotes } from './useStreamChallenges';

const STREAMER_BUTTONS: Record<StreamerSetStatus, { label: string; color: 'success' | 'error' | 'primary' | 'inherit' }> = {
  active: { label: 'Accept', color: 'success' },
  declined: { label: 'Reject', color: 'error' },
  completed: { label: 'Complete', color: 'success' },
  failed: { label: 'Fail', color: 'error' },
};

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Admins: the money an open challenge holds, each contribution with a Refund control. */
function AdminHeldMoney({ challenge }: { challenge: ChallengeDoc }) {
  const { claims } = useCurrentUser();
  if (!hasAnyRole(claims, ['admin']) || !isOpen(challenge.status)) return null;
  return (
    <HeldPayments
      path={challengePaths.contributions(challenge.streamId, challenge.id)}
      refundOf={(itemId) => ({ kind: 'challengeContribution', parentId: challenge.id, itemId, streamId: challenge.streamId })}
      firstLabel="Sent"
    />
  );
}

function ChallengeActions({ challenge }: { challenge: ChallengeDoc }) {
  const { user, userDoc } = useCurrentUser();
  const signedIn = useSignedInAction();
  const { move, vote, sending } = useChallengeActions(challenge.streamId, challenge.id);
  const votes = useChallengeVotes(challenge.streamId, challenge.id);
  const [open, setOpen] = useState<'money' | 'edit' | null>(null);
  const uid = user?.uid;
  const isStreamer = uid === challenge.streamerId;
  const voted = Boolean(uid && votes?.some((item) => item.id === uid));
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {isStreamer &&
        streamerActions(challenge.status).map((status) => (
          <Button key={status} variant="contained" color={STREAMER_BUTTONS[status].color} disabled={sending} onClick={() => void move(status)}>
            {STREAMER_BUTTONS[status].label}
          </Button>
        ))}
      {mayVote(challenge.status) && (
        <Button variant="outlined" startIcon={<ThumbUpRoundedIcon />} disabled={sending || voted} onClick={() => signedIn(() => void vote())}>
          {voted ? 'Voted' : 'Vote'}
        </Button>
      )}
      {isOpen(challenge.status) && !isStreamer && (
        <Button variant="outlined" color="secondary" disabled={sending} onClick={() => signedIn(() => setOpen('money'))}>
          Add Money
        </Button>
      )}
      {uid === challenge.userId && creatorMayEdit(challenge.status) && (
        <Button color="inherit" disabled={sending} onClick={() => setOpen('edit')}>
          Edit
        </Button>
      )}
      {open === 'money' && uid && userDoc && (
        <AddMoneyDialog
          pot={{ ids: { streamId: challenge.streamId, challengeId: challenge.id }, title: challenge.title, totalAmount: challenge.totalAmount }}
          uid={uid}
          userDoc={userDoc}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'edit' && <EditChallengeDialog challenge={challenge} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** A challenge's detail, live: title, votes, pot, who sent it and when, description, actions, and its supporters. */
export function ChallengeDetailDialog({ streamId, challengeId, onClose }: { streamId: string; challengeId: string; onClose: () => void }) {
  const challenge = useChallenge(streamId, challengeId);
  return (
    <Dialog open onClose={onClose} aria-labelledby="challenge-detail-title" fullWidth maxWidth="sm">
      <DialogTitle id="challenge-detail-title" sx={{ pr: 7 }}>
        {challenge?.title ?? 'Challenge'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      {challenge && (
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            <Stack direction="row" sx={{ gap: 4, alignItems: 'flex-end' }}>
              <Figure label="Total">
                <Money cents={challenge.totalAmount} />
              </Figure>
              <Figure label="Votes">{challenge.totalVotes}</Figure>
              <Box sx={{ ml: 'auto', pb: 0.75 }}>
                <ChallengeStatusChip status={challenge.status} />
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              By <strong>{challenge.challengerName}</strong> · <DateTime ms={challenge.timestamp.toMillis()} /> · {plural(challenge.contributionCount, 'contribution')}
            </Typography>
            {challenge.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{challenge.description}</Typography>}
            <ChallengeActions challenge={challenge} />
            <AdminHeldMoney challenge={challenge} />
            <Divider />
            <ChallengeSupporters streamId={streamId} challengeId={challengeId} />
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
