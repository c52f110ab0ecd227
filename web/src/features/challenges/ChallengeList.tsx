import { Box, ButtonBase, Pagination, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { CHALLENGES_PER_PAGE } from '@shared/challenges/constants';
import { CHALLENGE_STATUS_LABELS } from '@shared/challenges/status';
import type { ChallengeDoc } from '@shared/challenges/types';
import { plural } from '../../lib/plural';
import { Money } from '../../ui/Money';
import { ChallengeClock } from './ChallengeClock';
import { clockOf } from './clock';
import { ChallengeDetailDialog } from './ChallengeDetailDialog';
import { ChallengeStatusChip } from './ChallengeStatusChip';
import { useStreamChallenges, type ChallengeTab } from './useStreamChallenges';

function ChallengeRow({ challenge, onOpen }: { challenge: ChallengeDoc; onOpen: () => void }) {
  return (
    <Box component="li">
      <ButtonBase
        onClick={onOpen}
        data-testid="challenge-row"
        aria-label={`${challenge.title}, ${CHALLENGE_STATUS_LABELS[challenge.status]}`}
        sx={{ display: 'block', textAlign: 'left', width: '100%', borderRadius: 1.5, border: 1, borderColor: 'divider', px: 1.5, py: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
            {challenge.title}
          </Typography>
          <Typography sx={{ fontWeight: 800, color: 'secondary.main' }}>
            <Money cents={challenge.totalAmount} />
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {challenge.challengerName} · {plural(challenge.totalVotes, 'vote')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
          <ChallengeStatusChip status={challenge.status} />
          <Typography variant="caption" color="text.secondary">
            <ChallengeClock mode={clockOf(challenge)} />
          </Typography>
        </Stack>
      </ButtonBase>
    </Box>
  );
}

function TabRows({ streamId, tab, onOpen }: { streamId: string; tab: ChallengeTab; onOpen: (id: string) => void }) {
  const challenges = useStreamChallenges(streamId, tab);
  const [page, setPage] = useState(1);
  if (!challenges) return <Skeleton variant="rounded" height={72} />;
  if (challenges.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {tab === 'active' ? 'No active challenges yet.' : 'No completed challenges yet.'}
      </Typography>
    );
  }
  const pages = Math.ceil(challenges.length / CHALLENGES_PER_PAGE);
  const shown = Math.min(page, pages);
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack component="ul" aria-label={tab === 'active' ? 'Active challenges' : 'Completed challenges'} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {challenges.slice((shown - 1) * CHALLENGES_PER_PAGE, shown * CHALLENGES_PER_PAGE).map((challenge) => (
          <ChallengeRow key={challenge.id} challenge={challenge} onOpen={() => onOpen(challenge.id)} />
        ))}
      </Stack>
      {pages > 1 && <Pagination count={pages} page={shown} onChange={(_, next) => setPage(next)} size="small" sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}

/** The stream's challenges, live, in Active and Completed tabs of 5 a page; a row opens the challenge's detail. */
export function ChallengeList({ streamId }: { streamId: string }) {
  const [tab, setTab] = useState<ChallengeTab>('active');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: ChallengeTab) => setTab(next)} variant="fullWidth" aria-label="Challenges" sx={{ mb: 1.5 }}>
        <Tab value="active" label="Active" />
        <Tab value="completed" label="Completed" />
      </Tabs>
      <TabRows key={tab} streamId={streamId} tab={tab} onOpen={setOpenId} />
      {openId && <ChallengeDetailDialog streamId={streamId} challengeId={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
