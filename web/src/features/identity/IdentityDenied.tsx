import GppBadRoundedIcon from '@mui/icons-material/GppBadRounded';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmailLink } from '../../ui/links';
import { SUPPORT_EMAIL } from '@shared/core/product';
import { HOME_PATHS } from '../../lib/paths';

const REASONS: Record<string, string> = {
  under18: 'You must be 18 or older to use Clutchpot, and the date of birth on your check shows you are under 18.',
  region: 'Clutchpot is only available to people located in the United Kingdom, and your check showed another country.',
  declined: 'Our identity provider could not confirm your details.',
};

/** A finished check that did not verify: why, and who to contact. There is no retry from here. */
export function IdentityDenied({ reason }: { reason: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }} role="alert" aria-labelledby="identity-denied-title">
        <Box aria-hidden sx={{ color: 'error.main', '& svg': { fontSize: 48 } }}>
          <GppBadRoundedIcon />
        </Box>
        <Typography id="identity-denied-title" variant="h5" component="h2">
          We could not verify your identity
        </Typography>
        <Typography>{REASONS[reason ?? ''] ?? REASONS.declined}</Typography>
        <Typography color="text.secondary">
          Deposits, withdrawals and betting stay unavailable on your account. If you think this is a mistake, contact
          our support team at{' '}
          <EmailLink address={SUPPORT_EMAIL} />
          .
        </Typography>
        <Button component={RouterLink} to={HOME_PATHS.home} variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Return to Home
        </Button>
      </Stack>
    </Paper>
  );
}
