import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router-dom';
import { CurrentUserProvider } from '../features/auth';
import { RegionGate } from '../features/region';
import { ErrorBoundary } from '../features/shell';
import { createQueryClient } from '../lib/queryClient';
import { RouteTableContext } from '../lib/routes';
import { AppRoutes } from './router';
import { appRouteTable } from './routeTable';
import { theme } from './theme';

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <RouteTableContext.Provider value={appRouteTable}>
              <CurrentUserProvider>
                <RegionGate>
                  {/* Navigations apply at once, in the same render as a sign-out, so a page never sees one without the other. */}
                  <BrowserRouter useTransitions={false}>
                    <AppRoutes />
                  </BrowserRouter>
                </RegionGate>
              </CurrentUserProvider>
            </RouteTableContext.Provider>
          </SnackbarProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
