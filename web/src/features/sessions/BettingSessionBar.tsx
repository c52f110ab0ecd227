import { Box, Link, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useBettingAllowed } from '../preferences';
import { SessionClock } from './SessionClock';
import { SessionElapsed } from './SessionElapsed';
import { SessionNetTotal } from './SessionNetTotal';
import { sessionTimes, useActiveSession } from './useActiveSession';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';

const LINKS = [
  { label: 'Betting Rules', to: PAGE_PATHS.bettingRules },
  { label: 'Responsible Gaming', to: PAGE_PATHS.responsibleGaming },
  { label: 'Manage My Gambling', to: PREFERENCE_PATHS.preferences },
] as const;

function BettingSessionBar({ uid }: { uid: string }) {
  const { session } = useActiveSession(uid);
  return (
    <Box
      component="section"
      aria-label="Your session"
      data-testid="session-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 1.5, sm: 2.5 },
        py: 0.75,
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.9),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        component="nav"
        aria-label="Safer gambling"
        direction="row"
        sx={{ columnGap: { xs: 1.5, sm: 2.5 }, rowGap: 0.25, flexWrap: 'wrap', order: { xs: 2, md: 1 } }}
      >
        {LINKS.map((link) => (
          <Link
            key={link.to}
            component={RouterLink}
            to={link.to}
            underline="hover"
            sx={{ fontSize: { xs: '0.72rem', sm: '0.82rem' }, fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {link.label}
          </Link>
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: { xs: 1.5, sm: 2.5 }, alignItems: 'center', order: { xs: 1, md: 2 } }}>
        <SessionClock />
        {session && <SessionNetTotal uid={uid} sessionId={session.id} />}
        {session && <SessionElapsed startedAt={sessionTimes(session).startedAt} />}
      </Stack>
    </Box>
  );
}

/** Verified users with the betting feature (and betting switched on) see their session at a glance, unless paused or excluded. */
export default function SessionBarWhenBetting({ uid }: { uid: string }) {
  const { canGamble } = useBettingAllowed();
  return canGamble ? <BettingSessionBar uid={uid} /> : null;
}
