import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { FatalErrorScreen } from './FatalErrorScreen';
import { usePageTitle } from '../../ui/usePageTitle';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return detail ? `${error.status}: ${detail}` : String(error.status);
  }
  if (error instanceof Error) return error.message;
  return undefined;
}

/** The router's error element: the fatal error screen for an error thrown while rendering a route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  usePageTitle('Error');
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <FatalErrorScreen message={describe(error)} />;
}
