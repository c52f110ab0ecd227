import { Box, Container, Divider, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { CONSENT_PATHS, useCookieConsent } from '../consent';
import { NEW_TAB } from '../../lib/newTab';
import { AgeBadge } from '../../ui/AgeBadge';
import { BrandLogo } from './BrandLogo';
import { SocialIcon } from '../../ui/SocialIcon';
import { SOCIAL_LINKS } from '../../ui/socialLinks';
import { streamMessages } from '@shared/streams/messages';
import { APP_VERSION, MINIMUM_AGE, PERMITTED_REGION, PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/core/product';
import { PAGE_PATHS, PREFERENCE_PATHS, STREAM_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

type FooterLink = ({ label: string; to: string } | { label: string; href: string }) & {
  /** Account pages that cannot work without cookies (spec 01, section 2: Who's Live and Self-Exclusion). */
  hiddenWhenCookiesDeclined?: boolean;
};

const LINK_GROUPS: readonly { id: string; title: string; links: readonly FooterLink[] }[] = [
  {
    id: 'footer-product',
    title: PRODUCT_NAME,
    links: [
      { label: 'About Us', to: PAGE_PATHS.aboutUs },
      { label: 'Features', to: PAGE_PATHS.features },
      { label: streamMessages.whosLive, to: STREAM_PATHS.search, hiddenWhenCookiesDeclined: true },
      { label: 'Kills + Win Parlays', to: PAGE_PATHS.parlay },
      { label: 'Help & FAQs', to: PAGE_PATHS.help },
    ],
  },
  {
    id: 'footer-rules',
    title: 'Rules & policies',
    links: [
      { label: 'Betting Rules', to: PAGE_PATHS.bettingRules },
      { label: 'Event Rules', to: PAGE_PATHS.eventRules },
      { label: 'Terms & Conditions', to: PAGE_PATHS.termsConditions },
      { label: 'Privacy Policy', to: PAGE_PATHS.privacyPolicy },
      { label: 'Manage Cookies', to: CONSENT_PATHS.manageCookies },
    ],
  },
  {
    id: 'footer-safer-gambling',
    title: 'Safer gambling',
    links: [
      { label: 'Responsible Gaming', to: PAGE_PATHS.responsibleGaming },
      { label: 'Manage My Gambling', to: PREFERENCE_PATHS.preferences },
      { label: 'Self-Exclusion', to: `${PREFERENCE_PATHS.preferences}#self-exclusion`, hiddenWhenCookiesDeclined: true },
      { label: 'Self-exclude with GAMSTOP', href: SUPPORT_ORGANISATIONS.gamstop.href },
    ],
  },
];

function GroupHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
      {children}
    </Typography>
  );
}

export function Footer() {
  const cookiesDeclined = useCookieConsent() === 'declined';
  const year = new Date().getFullYear();
  const { helpline, gambleAware } = SUPPORT_ORGANISATIONS;
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
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3.5, md: 4 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1.6fr) repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Stack sx={{ gap: 1.5, gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 420 }}>
            <BrandLogo withWordmark size={32} />
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
              <AgeBadge />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {MINIMUM_AGE}+ | Gamble responsibly
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {PRODUCT_NAME} is licensed and regulated in Great Britain by the{' '}
              <Link href={SUPPORT_ORGANISATIONS.gamblingCommission.href} {...NEW_TAB} color="text.primary">
                Gambling Commission
              </Link>
              . Real-money play is for identity-verified customers aged {MINIMUM_AGE} or over in {PERMITTED_REGION}.
            </Typography>
          </Stack>

          {LINK_GROUPS.map((group) => (
            <Box component="nav" key={group.id} aria-labelledby={group.id}>
              <GroupHeading id={group.id}>{group.title}</GroupHeading>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.25, p: 0, display: 'grid', gap: 1 }}>
                {group.links.filter((link) => !(cookiesDeclined && link.hiddenWhenCookiesDeclined)).map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <Link component={RouterLink} to={link.to} color="text.primary" underline="hover" variant="body2">
                        {link.label}
                      </Link>
                    ) : (
                      <Link href={link.href} {...NEW_TAB} color="text.primary" underline="hover" variant="body2">
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>

        <Divider sx={{ my: 3 }} />

        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Stack sx={{ gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Support:{' '}
              <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary" underline="hover">
                {SUPPORT_EMAIL}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Worried about your gambling? Call the {helpline.name} free on{' '}
              <Link href={helpline.href} color="secondary" underline="hover" sx={{ whiteSpace: 'nowrap' }}>
                {helpline.phone}
              </Link>{' '}
              or visit{' '}
              <Link href={gambleAware.href} {...NEW_TAB} color="secondary" underline="hover">
                {gambleAware.name}
              </Link>
              .
            </Typography>
          </Stack>
          <Stack
            direction="row"
            component="ul"
            aria-label="Community"
            sx={{ listStyle: 'none', p: 0, m: 0, ml: { xs: -1, md: 0 }, gap: 0.5 }}
          >
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <Tooltip title={social.label}>
                  <IconButton
                    component="a"
                    href={social.href}
                    {...NEW_TAB}
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

        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2.5 }}>
          © {year} {PRODUCT_NAME}. All rights reserved. Version {APP_VERSION}.
        </Typography>
      </Container>
    </Box>
  );
}
