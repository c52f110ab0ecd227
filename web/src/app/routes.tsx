import { Navigate, createBrowserRouter } from 'react-router-dom';
import { AuthActionPage } from '../features/auth/AuthActionPage';
import { AuthPage } from '../features/auth/AuthPage';
import { ReferralPage } from '../features/auth/ReferralPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SendLinkPage } from '../features/auth/SendLinkPage';
import { TwitchCallbackPage } from '../features/auth/TwitchCallbackPage';
import { VerifyLinkPage } from '../features/auth/VerifyLinkPage';
import { AdminUsersPage } from '../features/admin/AdminUsersPage';
import { ManageCookiesPage } from '../features/consent/ManageCookiesPage';
import { AppLayout } from '../features/shell/AppLayout';
import { HomePage } from '../features/home/HomePage';
import { RouteErrorScreen } from '../features/shell/RouteErrorScreen';
import { SettingsPage } from '../features/users/SettingsPage';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { PreferencesPage } from '../features/preferences/PreferencesPage';
import { staticRoutes } from '../features/pages/staticRoutes';
import { IdentityPage } from '../features/identity/IdentityPage';
import { DepositPage } from '../features/wallet/DepositPage';
import { DepositSuccessPage } from '../features/wallet/DepositSuccessPage';
import { WithdrawPage } from '../features/wallet/WithdrawPage';
import { RequireRole } from './RequireRole';
import { ROUTES } from './paths';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: ROUTES.home, element: <HomePage /> },
      { path: ROUTES.login, element: <AuthPage mode="login" /> },
      { path: ROUTES.signup, element: <AuthPage mode="signup" /> },
      { path: ROUTES.forgotPassword, element: <AuthPage mode="forgot" /> },
      { path: ROUTES.twitchCallback, element: <TwitchCallbackPage /> },
      { path: ROUTES.authAction, element: <AuthActionPage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
      { path: ROUTES.sendLink, element: <SendLinkPage /> },
      { path: ROUTES.verifyLink, element: <VerifyLinkPage /> },
      { path: ROUTES.referral, element: <ReferralPage /> },
      ...staticRoutes,
      { path: ROUTES.manageCookies, element: <ManageCookiesPage /> },
      {
        path: ROUTES.settings,
        element: (
          <RequireRole allow={['user']}>
            <SettingsPage />
          </RequireRole>
        ),
      },
      { path: ROUTES.preferences, element: <RequireRole allow={['user']}><PreferencesPage /></RequireRole> },
      ...[
        { path: ROUTES.deposit, page: <DepositPage /> },
        { path: ROUTES.depositSuccess, page: <DepositSuccessPage /> },
        { path: ROUTES.withdraw, page: <WithdrawPage /> },
        { path: ROUTES.identity, page: <IdentityPage /> },
        { path: ROUTES.notifications, page: <NotificationsPage /> },
      ].map(({ path, page }) => ({ path, element: <RequireRole allow={['user']}>{page}</RequireRole> })),
      {
        path: ROUTES.adminUsers,
        element: (
          <RequireRole allow={['superAdmin']}>
            <AdminUsersPage />
          </RequireRole>
        ),
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
]);
