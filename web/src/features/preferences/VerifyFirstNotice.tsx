import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { IDENTITY_PATHS } from '../../lib/paths';

/**
 * Before identity verification nobody can put money in: limits and reality checks open with the verification,
 * while self-pause and self-exclusion (shown beside this) are open now and carry over once verified.
 */
export function VerifyFirstNotice() {
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }} data-testid="verify-first-notice">
      <Typography color="text.secondary">
        You can take a break or self-exclude now, before your identity is verified: it applies to deposits and bets as soon as
        you are verified. Deposit and bet limits and reality checks open here once your identity is verified, before your first
        deposit.
      </Typography>
      <Button component={RouterLink} to={IDENTITY_PATHS.identity} variant="outlined">
        Verify Your Identity
      </Button>
    </Stack>
  );
}
