import { Button, Link, Stack, Typography, type TypographyProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CONSENT_PATHS } from './routePaths';
import type { CookieConsent } from './consentStorage';
import { PRODUCT_NAME } from '@shared/core/product';
import { PAGE_PATHS } from '../../lib/paths';

export const CONSENT_TITLE = `Cookies on ${PRODUCT_NAME}`;

/** What the visitor is agreeing to, in two short paragraphs. */
export function ConsentSummary({ id, variant = 'body2' }: { id?: string; variant?: TypographyProps['variant'] }) {
  return (
    <Stack id={id} sx={{ gap: 1 }}>
      <Typography variant={variant} color="text.secondary">
        We use essential cookies and browser storage to keep you signed in, keep your account and payments secure, and
        time your responsible-gambling session. With your permission we also use optional ones to see how {PRODUCT_NAME}{' '}
        is used and to remember your preferences.
      </Typography>
      <Typography variant={variant} color="text.secondary">
        {PRODUCT_NAME} cannot offer accounts, deposits or betting without them, so if you decline, most pages are
        unavailable. You can change your mind at any time.
      </Typography>
    </Stack>
  );
}

/** Where to read more before choosing. */
export function ConsentLinks({ manage = true }: { manage?: boolean }) {
  return (
    <Stack direction="row" sx={{ gap: 2.5, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={PAGE_PATHS.privacyPolicy} color="secondary" variant="body2">
        Privacy Policy
      </Link>
      {manage && (
        <Link component={RouterLink} to={CONSENT_PATHS.manageCookies} color="secondary" variant="body2">
          Manage cookies
        </Link>
      )}
    </Stack>
  );
}

interface ConsentButtonsProps {
  onChoose: (consent: CookieConsent) => void;
  disabled?: boolean;
}

/** Accept and Decline, side by side and equally easy to press; on phones they share the full width. */
export function ConsentButtons({ onChoose, disabled = false }: ConsentButtonsProps) {
  const button = { minWidth: 120, flex: { xs: 1, sm: 'none' } };
  return (
    <Stack direction="row" sx={{ gap: 1.25, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
      <Button variant="outlined" color="inherit" size="large" disabled={disabled} onClick={() => onChoose('declined')} sx={button}>
        Decline
      </Button>
      <Button variant="contained" size="large" disabled={disabled} onClick={() => onChoose('accepted')} sx={button}>
        Accept
      </Button>
    </Stack>
  );
}
