import { ROUTES } from '../../app/paths';

/** Default titles by path; pages with a title that depends on their data set it with usePageTitle. */
const TITLES: Record<string, string> = {
  [ROUTES.login]: 'Log In',
  [ROUTES.signup]: 'Sign Up',
  [ROUTES.forgotPassword]: 'Forgot Password',
  [ROUTES.twitchCallback]: 'Twitch Sign-In',
  [ROUTES.authAction]: 'Account Action',
  [ROUTES.resetPassword]: 'Reset Password',
  [ROUTES.sendLink]: 'Verify Your Email',
  [ROUTES.verifyLink]: 'Verify Your Email',
  [ROUTES.settings]: 'Settings',
  [ROUTES.identity]: 'Verify Your Identity',
  [ROUTES.withdraw]: 'Withdraw',
  [ROUTES.notifications]: 'Notifications',
  [ROUTES.adminUsers]: 'Users',
  [ROUTES.aboutUs]: 'About Us',
  [ROUTES.bettingRules]: 'Betting Rules',
  [ROUTES.eventRules]: 'Event Rules',
  [ROUTES.features]: 'Features',
  [ROUTES.help]: 'Help & FAQs',
  [ROUTES.responsibleGaming]: 'Responsible Gaming',
  [ROUTES.privacyPolicy]: 'Privacy Policy',
  [ROUTES.termsConditions]: 'Terms & Conditions',
  [ROUTES.parlay]: 'Kills + Win Parlays',
  [ROUTES.manageCookies]: 'Manage Cookies',
};

export function titleForPath(pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TITLES[normalised];
}
