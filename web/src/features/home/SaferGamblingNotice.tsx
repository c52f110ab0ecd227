import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { AgeBadge } from '../../ui/AgeBadge';
import { PRODUCT_NAME } from '@shared/core/product';
import { PAGE_PATHS, PREFERENCE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

/** The 18+ and Great Britain statement, the way to the limit settings (RTS 12C), and independent help for anyone who needs it. */
export function SaferGamblingNotice({ compact = false }: { compact?: boolean }) {
  return (
    <Paper
      component="section"
      aria-labelledby="safer-gambling-heading"
      variant="outlined"
      sx={(theme) => ({
        p: compact ? { xs: 2.5, sm: 3 } : { xs: 3, sm: 4 },
        borderRadius: 2,
        borderColor: alpha(theme.palette.error.main, 0.35),
        background: `linear-gradient(120deg, ${alpha(theme.palette.error.main, 0.08)}, transparent 60%)`,
      })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 2, sm: 3 }, alignItems: { sm: 'center' } }}>
        <AgeBadge size={compact ? 'medium' : 'large'} />
        <Box>
          <Typography id="safer-gambling-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {compact ? 'Play within your limits' : 'Adults only. Gamble responsibly.'}
          </Typography>
          <Typography color="text.secondary">
            {PRODUCT_NAME} is for people aged 18 or over in Great Britain and Northern Ireland, and every account is
            identity verified before real-money play. {PRODUCT_NAME} is licensed by the Gambling Commission of Great
            Britain. Only bet what you can afford to lose, and set your deposit limits in{' '}
            <Link component={RouterLink} to={PREFERENCE_PATHS.preferences} color="secondary">
              Manage My Gambling
            </Link>
            ; if it stops being fun, read our{' '}
            <Link component={RouterLink} to={PAGE_PATHS.responsibleGaming} color="secondary">
              responsible gaming
            </Link>{' '}
            guide, self-exclude with{' '}
            <Link href={SUPPORT_ORGANISATIONS.gamstop.href} target="_blank" rel="noopener noreferrer" color="secondary">
              GAMSTOP
            </Link>{' '}
            or talk to{' '}
            <Link href={SUPPORT_ORGANISATIONS.gambleAware.href} target="_blank" rel="noopener noreferrer" color="secondary">
              BeGambleAware
            </Link>
            .
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
