import type { FeatureRoute } from '../../lib/routes';
import { AUTH_PATHS } from '../../lib/paths';

/** Login, Sign Up and Forgot Password are one page with tabs, kept mounted while switching between them. */
const authPage = () => import('./AuthPage').then((m) => m.AuthPage);

export const routes: FeatureRoute[] = [
  { path: AUTH_PATHS.login, title: 'Log In', screen: authPage },
  { path: AUTH_PATHS.signup, title: 'Sign Up', screen: authPage },
  { path: AUTH_PATHS.forgotPassword, title: 'Forgot Password', screen: authPage },
  { path: AUTH_PATHS.twitchCallback, title: 'Twitch Sign-In', screen: () => import('./TwitchCallbackPage').then((m) => m.TwitchCallbackPage) },
  { path: AUTH_PATHS.authAction, title: 'Account Action', screen: () => import('./AuthActionPage').then((m) => m.AuthActionPage) },
  { path: AUTH_PATHS.resetPassword, title: 'Reset Password', screen: () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage) },
  { path: AUTH_PATHS.sendLink, title: 'Verify Your Email', screen: () => import('./SendLinkPage').then((m) => m.SendLinkPage) },
  { path: AUTH_PATHS.verifyLink, title: 'Verify Your Email', screen: () => import('./VerifyLinkPage').then((m) => m.VerifyLinkPage) },
  { path: AUTH_PATHS.referral, screen: () => import('./ReferralPage').then((m) => m.ReferralPage) },
];
