import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { rememberReferralFromPath } from './features/auth';

rememberReferralFromPath(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders the app in slices and lets the browser paint and answer input
// between them, instead of in one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
