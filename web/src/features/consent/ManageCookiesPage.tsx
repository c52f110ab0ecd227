import { Alert } from '@mui/material';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { CONSENT_PATHS } from './routePaths';
import { useCurrentUser } from '../auth';
import { LegalSection } from '../../ui/LegalSection';
import { PageLink } from '../../ui/links';
import { StaticPage } from '../../ui/StaticPage';
import { useRouteTable } from '../../lib/routes';
import { ConsentChoiceCard } from './ConsentChoiceCard';
import { PAGES_OPEN_WITHOUT_COOKIES } from './consentRules';
import { useCookieConsent } from './consentStore';
import { COOKIE_CONSENT_KEY, agreedFromConsent, type CookieConsent } from './consentStorage';
import { useConsentChoice } from './useConsentChoice';
import { PRODUCT_NAME } from '@shared/core/product';
import { REFERRAL_COOKIE } from '@shared/users/constants';
import { PAGE_PATHS } from '../../lib/paths';

const SECTIONS = [
  { id: 'essential', title: 'Essential: always on while you use ' + PRODUCT_NAME },
  { id: 'optional', title: 'Optional: only if you accept' },
  { id: 'declining', title: 'What declining means' },
  { id: 'changing-your-mind', title: 'Changing your mind' },
] as const;

const OPEN_PAGES = PAGES_OPEN_WITHOUT_COOKIES.filter((path) => path !== CONSENT_PATHS.manageCookies);

/** The page a visitor was sent here from when they had declined cookies. */
function redirectedFrom(state: unknown): Location | undefined {
  const from = (state as { from?: Location } | null)?.from;
  return from && typeof from.pathname === 'string' ? from : undefined;
}

/** /manage-cookies: what is stored and why, the current choice, and Accept or Decline. */
export function ManageCookiesPage() {
  const consent = useCookieConsent();
  const { choose, saving } = useConsentChoice();
  const { user, userDoc } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const from = redirectedFrom(location.state);
  const recorded = userDoc?.agreements?.cookiesConsent?.agreed;
  const { titleFor } = useRouteTable();

  const onChoose = (choice: CookieConsent) => {
    void choose(choice);
    if (choice === 'accepted' && from) void navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true });
  };

  return (
    <StaticPage
      title="Manage Cookies"
      intro={`Choose whether ${PRODUCT_NAME} may use cookies and similar storage on this device, and see what each is for.`}
    >
      {consent === 'declined' && from && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          The page you opened needs cookies. Accept to continue to it, or read our policies below.
        </Alert>
      )}
      <ConsentChoiceCard
        consent={consent}
        onChoose={onChoose}
        saving={saving}
        savedToAccount={Boolean(user) && consent !== null && recorded === agreedFromConsent(consent)}
      />

      <LegalSection {...SECTIONS[0]}>
        <p>
          These keep the service working and safe. They are not used for advertising and nothing in them is shared with
          advertisers.
        </p>
        <dl>
          <dt>Sign-in</dt>
          <dd>Keeps you signed in between visits (browser storage), until you log out.</dd>
          <dt>Security</dt>
          <dd>
            Checks that a Twitch sign-in finishing in this tab is the one you started, and holds the username you chose
            while a sign-up completes (session storage, cleared straight after).
          </dd>
          <dt>Responsible-gambling session</dt>
          <dd>
            Remembers the session this tab started, so your reality check and session timer keep counting when you reload
            (session storage, cleared when you close the tab).
          </dd>
          <dt>Payments</dt>
          <dd>PayPal and TrueLayer set their own cookies in their payment windows while you deposit; their policies apply.</dd>
          <dt>Referral</dt>
          <dd>
            If you open a friend&apos;s referral link, a cookie ({REFERRAL_COOKIE}) remembers who referred you for up to 30
            days, until you sign up.
          </dd>
          <dt>Your cookie choice</dt>
          <dd>
            This page&apos;s answer ({COOKIE_CONSENT_KEY}), kept in local storage, or in session storage where your
            browser blocks local storage.
          </dd>
        </dl>
      </LegalSection>

      <LegalSection {...SECTIONS[1]}>
        <dl>
          <dt>Analytics</dt>
          <dd>Counts which pages are used and where errors happen, so we can fix what does not work.</dd>
          <dt>Preferences</dt>
          <dd>Remembers display choices between visits.</dd>
        </dl>
        <p>We never use cross-site advertising or tracking cookies.</p>
      </LegalSection>

      <LegalSection {...SECTIONS[2]}>
        <p>
          {PRODUCT_NAME} cannot offer accounts, deposits or betting without the essential items above, so while cookies
          are declined most pages are unavailable and bring you back here. The header shows only our logo, and links that
          need an account are hidden. These pages stay open:
        </p>
        <ul>
          {OPEN_PAGES.map((path) => (
            <li key={path}>
              <PageLink to={path}>{titleFor(path) ?? path}</PageLink>
            </li>
          ))}
        </ul>
        <p>
          If you are signed in, your answer is saved to your account, and a device where you have not chosen yet uses it
          when you sign in.
        </p>
      </LegalSection>

      <LegalSection {...SECTIONS[3]}>
        <p>
          Come back here at any time from the <strong>Manage Cookies</strong> link at the bottom of every page. Accepting
          works straight away, with no need to reload. If you clear this site&apos;s data in your browser, your choice is
          cleared too and we ask again on your next visit. Read the <PageLink to={PAGE_PATHS.privacyPolicy}>Privacy Policy</PageLink>{' '}
          for how we handle your personal data.
        </p>
      </LegalSection>
    </StaticPage>
  );
}
