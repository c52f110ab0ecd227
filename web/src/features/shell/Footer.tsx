import { Box, Container, Divider, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { ROUTES } from '../../app/paths';
import { AgeBadge } from './AgeBadge';
import { BrandLogo } from './BrandLogo';
import { SocialIcon } from './SocialIcon';
import { SAFER_GAMBLING_LINKS, SOCIAL_LINKS } from './socialLinks';

const FOOTER_LINKS = [
  { label: 'Terms & Conditions', to: ROUTES.termsConditions },
  { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
  { label: 'Responsible Gaming', to: ROUTES.responsibleGaming },
  { label: 'Help', to: ROUTES.help },
  { label: 'About Us', to: ROUTES.aboutUs },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 6,
        borderTop: `1px solid ${theme.palette.divider}`,
        bgcolor: alpha(theme.palette.background.paper, 0.6),
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 5 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 3, md: 6 }, justifyContent: 'space-between' }}>
          <Stack sx={{ gap: 1.5, maxWidth: 420 }}>
            <BrandLogo withWordmark size={32} />
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
              <AgeBadge />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                18+ | Gamble responsibly
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {PRODUCT_NAME} is licensed and regulated in Great Britain by the Gambling Commission. Real-money play is
              for identity-verified customers aged 18 or over in Great Britain and Northern Ireland.
            </Typography>
          </Stack>

          <Stack sx={{ gap: 1.25 }}>
            <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
              Information
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.primary" underline="hover" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Stack>

          <Stack sx={{ gap: 1.25, maxWidth: 320 }}>
            <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
              Support
            </Typography>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary" variant="body2" underline="hover">
              {SUPPORT_EMAIL}
            </Link>
            <Typography variant="body2" color="text.secondary">
              Need a break from gambling? Self-exclude from every UK gambling site with{' '}
              <Link href={SAFER_GAMBLING_LINKS.gamstop} target="_blank" rel="noopener noreferrer" color="text.primary">
                GAMSTOP
              </Link>
              , or get free, confidential advice from{' '}
              <Link href={SAFER_GAMBLING_LINKS.beGambleAware} target="_blank" rel="noopener noreferrer" color="text.primary">
                BeGambleAware
              </Link>
              .
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, ml: -1 }} component="ul" aria-label="Community" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.id}>
                  <Tooltip title={social.label}>
                    <IconButton
                      component="a"
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${PRODUCT_NAME} on ${social.label}`}
                      size="small"
                      sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
                    >
                      <SocialIcon id={social.id} fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </li>
              ))}
            </Stack>
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="caption" color="text.secondary" component="p">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
