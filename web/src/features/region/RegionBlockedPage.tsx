import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { usePageTitle } from '../../ui/usePageTitle';
import { BRAND_COLORS } from '../../ui/brand';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { regionMessages } from '@shared/region/messages';

const TITLE_ID = 'region-blocked-title';

/**
 * The "Currently Unavailable" page (spec section 1). It replaces the whole app, outside the router, so it uses
 * plain elements and links only.
 */
export default function RegionBlockedPage() {
  usePageTitle(regionMessages.regionUnavailableTitle);

  return (
    <Box component="main" aria-labelledby={TITLE_ID} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <Stack sx={{ alignItems: 'center', gap: 2.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 44, height: 44 }} />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em' }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 64,
              height: 64,
              borderRadius: '50%',
              color: 'secondary.main',
              bgcolor: alpha(BRAND_COLORS.secondary, 0.12),
            }}
          >
            <ConstructionRoundedIcon sx={{ fontSize: 34 }} />
          </Box>
          <Typography id={TITLE_ID} variant="h4" component="h1">
            {regionMessages.regionUnavailableTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 440 }}>{regionMessages.regionUnavailableBody}</Typography>
          <Typography sx={{ maxWidth: 440 }}>
            Need help? Contact our support team at{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary" sx={{ overflowWrap: 'anywhere' }}>
              {SUPPORT_EMAIL}
            </Link>
            .
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
