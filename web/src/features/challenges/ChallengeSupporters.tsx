import { Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { VoteLines, type VoteKind } from './VoteLines';
import { useChallengeVotes } from './useStreamChallenges';

/** Who liked the challenge and who added money to it (the creator first paid in), 10 per page. */
export function ChallengeSupporters({ streamId, challengeId }: { streamId: string; challengeId: string }) {
  const votes = useChallengeVotes(streamId, challengeId);
  const [kind, setKind] = useState<VoteKind>('liked');
  return (
    <Stack>
      <Tabs value={kind} onChange={(_, next: VoteKind) => setKind(next)} aria-label="Supporters">
        <Tab value="liked" label="Liked" />
        <Tab value="added" label="Added" />
      </Tabs>
      <VoteLines key={kind} votes={votes} kind={kind} />
    </Stack>
  );
}
