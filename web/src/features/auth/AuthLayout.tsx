import type { ReactNode } from 'react';
import { Box, Chip, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_COLORS } from '../../ui/brand';
import { PRODUCT_NAME } from '@shared/core/product';
import { HOME_PATHS } from '../../lib/paths';

const SELLING_POINTS = ['Bet on live streams as they happen', 'Challenge your favourite streamers', 'Esports battles every day'];

/** Full-page frame for the auth and email-link screens (they have no top header). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          background: `linear-gradient(160deg, ${alpha(BRAND_COLORS.primary, 0.55)} 0%, #12091f 60%, ${alpha(BRAND_COLORS.secondary, 0.25)} 130%)`,
        }}
      >
        <Link component={RouterLink} to={HOME_PATHS.home} underline="none" color="inherit" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 44, height: 44 }} />
          <Typography variant="h5" component="span" sx={{ fontWeight: 800 }}>
            {PRODUCT_NAME}
          </Typography>
        </Link>
        <Box>
          <Typography variant="h2" component="p" sx={{ mb: 3, maxWidth: 480 }}>
            Where every clutch moment pays.
          </Typography>
          <Stack spacing={1.5}>
            {SELLING_POINTS.map((point) => (
              <Typography key={point} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'grey.300' }}>
                <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }} />
                {point}
              </Typography>
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label="18+" color="secondary" size="small" sx={{ fontWeight: 800 }} />
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            For players in Great Britain. Please gamble responsibly.
          </Typography>
        </Stack>
      </Box>
      <Container maxWidth="sm" sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', py: { xs: 3, sm: 6 } }}>
        <Link
          component={RouterLink}
          to={HOME_PATHS.home}
          underline="none"
          color="inherit"
          sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mb: 3, alignSelf: 'center' }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
            {PRODUCT_NAME}
          </Typography>
        </Link>
        <Paper component="section" variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
