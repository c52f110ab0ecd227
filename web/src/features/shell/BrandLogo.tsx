import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/core/product';
import { HOME_PATHS } from '../../lib/paths';

interface BrandLogoProps {
  /** Shows the "Clutchpot" word next to the mark. */
  withWordmark?: boolean;
  size?: number;
}

/** The logo, linking home. */
export function BrandLogo({ withWordmark = false, size = 36 }: BrandLogoProps) {
  return (
    <Box
      component={RouterLink}
      to={HOME_PATHS.home}
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        flexShrink: 0,
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: size, height: size, display: 'block' }} />
      {withWordmark && (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', sm: '1.3rem' }, letterSpacing: '-0.02em', lineHeight: 1 }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
