import { Box, GlobalStyles, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { OVERLAY_MUTED_PARAM } from '@shared/streams/constants';
import { formatCents } from '@shared/core/money';
import { useAcceptedChallenges, useStreamColours } from './useActiveChallenges';
import { useChallengeChimes } from './useChallengeChimes';

/**
 * The stream overlay: the stream's accepted challenges, live, on a transparent page sized for a streaming
 * software's browser source (no header, footer or prompts), drawn in the streamer's colours. It chimes for new
 * and completed challenges and heat level changes, unless its URL says `?sounds=off` (Stream Setup's switch).
 */
export function OverlayPage() {
  const { streamId = '' } = useParams();
  const [search] = useSearchParams();
  const listening = useChallengeChimes(streamId, search.get(OVERLAY_MUTED_PARAM.name) === OVERLAY_MUTED_PARAM.value);
  const colours = useStreamColours(streamId);
  const challenges = useAcceptedChallenges(streamId);
  const primary = colours?.primary ?? '#7D22FF';
  const secondary = colours?.secondary ?? '#0CFFCA';
  return (
    <>
      <GlobalStyles styles={{ 'html, body, #root': { background: 'transparent !important' } }} />
      <Box component="main" aria-label="Challenges overlay" aria-busy={!listening || challenges === undefined} sx={{ p: 2, width: '100%', maxWidth: 480, fontFamily: 'inherit' }}>
        <Stack spacing={1} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-live="polite">
          {(challenges ?? []).map((challenge) => (
            <Box
              component="li"
              key={challenge.id}
              data-testid="overlay-challenge"
              sx={{ bgcolor: 'rgba(10, 10, 20, 0.85)', borderLeft: `6px solid ${primary}`, borderRadius: 1, px: 2, py: 1.25, color: '#fff' }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                <Typography component="span" sx={{ fontWeight: 700, fontSize: 20, lineHeight: 1.2 }}>
                  {challenge.title}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, color: secondary, whiteSpace: 'nowrap' }}>
                  {formatCents(challenge.totalAmount)}
                </Typography>
              </Stack>
              <Typography component="span" sx={{ fontSize: 14, opacity: 0.9 }}>
                from {challenge.challengerName}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>
    </>
  );
}
