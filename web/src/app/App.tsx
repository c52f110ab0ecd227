import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider } from 'reactfire';
import { CurrentUserProvider } from '../features/auth/CurrentUserProvider';
import { RegionGate } from '../features/region/RegionGate';
import { ErrorBoundary } from '../features/shell/ErrorBoundary';
import { auth, firebaseApp, firestore, functions, storage } from '../lib/firebase';
import { router } from './routes';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <FirebaseAppProvider firebaseApp={firebaseApp}>
          <AuthProvider sdk={auth}>
            <FirestoreProvider sdk={firestore}>
              <FunctionsProvider sdk={functions}>
                <StorageProvider sdk={storage}>
                  <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
                    <CurrentUserProvider>
                      <RegionGate>
                        <RouterProvider router={router} />
                      </RegionGate>
                    </CurrentUserProvider>
                  </SnackbarProvider>
                </StorageProvider>
              </FunctionsProvider>
            </FirestoreProvider>
          </AuthProvider>
        </FirebaseAppProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
