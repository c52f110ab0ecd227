import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { IDENTITY_PATHS } from '../identity';

/** Before identity verification nobody can put money in: the gambling tools open with the verification. */
export function VerifyFirstNotice() {
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Deposit and bet limits, reality checks, self-pause and self-exclusion open here once your identity is verified, before
        your first deposit.
      </Typography>
      <Button component={RouterLink} to={IDENTITY_PATHS.identity} variant="outlined">
        Verify Your Identity
      </Button>
    </Stack>
  );
}
