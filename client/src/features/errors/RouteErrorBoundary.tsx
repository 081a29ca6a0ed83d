import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { track } from '../../api/analytics';
import { useSession } from '../../auth/session';
import { ErrorPage } from './ErrorPage';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/** The error page for unhandled render errors and failed page loads; it reports the error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  useEffect(() => {
    console.error(error);
    track('error page viewed', { errorMessage: describe(error), path: pathname });
  }, [error, pathname]);
  return <ErrorPage withSignOut={signedIn} />;
}
