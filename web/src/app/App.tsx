import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { CurrentUserProvider } from '../features/auth';
import { ErrorBoundary } from '../features/shell';
import { createQueryClient } from '../lib/queryClient';
import { RouteTableContext } from '../lib/routes';
import { ToastProvider } from '../ui/ToastProvider';
import { AppRoutes } from './router';
import { UserRegionGate } from './UserRegionGate';
import { appRouteTable } from './routeTable';
import { theme } from './theme';

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouteTableContext.Provider value={appRouteTable}>
              <CurrentUserProvider>
                <UserRegionGate>
                  {/* Navigations apply at once, in the same render as a sign-out, so a page never sees one without the other. */}
                  <BrowserRouter useTransitions={false}>
                    <AppRoutes />
                  </BrowserRouter>
                </UserRegionGate>
              </CurrentUserProvider>
            </RouteTableContext.Provider>
          </ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
