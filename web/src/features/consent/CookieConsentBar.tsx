import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { CONSENT_TITLE, ConsentButtons, ConsentLinks } from './ConsentParts';
import { useConsentChoice } from './useConsentChoice';

/**
 * The bottom consent popup, on the pages that stay open without cookies: it asks without covering the page, so
 * the policy can be read first. It sticks to the bottom of the window and never hides the end of the page.
 */
export function CookieConsentBar() {
  const { choose, saving } = useConsentChoice();
  const titleId = useId();
  return (
    <Box sx={(theme) => ({ position: 'sticky', bottom: 0, zIndex: theme.zIndex.appBar, p: { xs: 1, sm: 2 }, pointerEvents: 'none' })}>
      <Paper
        component="section"
        role="region"
        aria-labelledby={titleId}
        elevation={8}
        sx={(theme) => ({
          pointerEvents: 'auto',
          maxWidth: 1080,
          mx: 'auto',
          p: { xs: 2, sm: 2.5 },
          borderRadius: 3,
          border: `1px solid ${alpha(theme.palette.secondary.main, 0.35)}`,
          bgcolor: alpha(theme.palette.background.paper, 0.97),
          backdropFilter: 'blur(8px)',
        })}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1.5, md: 3 }, alignItems: { md: 'center' } }}>
          <Stack sx={{ gap: 0.75, flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <CookieOutlinedIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
              <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {CONSENT_TITLE}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              We use essential cookies and storage for sign-in, security and your responsible-gambling session, and,
              with your permission, optional ones for analytics and preferences. Without them most of the site is
              unavailable.
            </Typography>
            <ConsentLinks />
          </Stack>
          <ConsentButtons onChoose={(consent) => void choose(consent)} disabled={saving} />
        </Stack>
      </Paper>
    </Box>
  );
}
