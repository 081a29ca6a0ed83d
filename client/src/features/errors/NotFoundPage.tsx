import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../../api/analytics';
import { ErrorScreen, HomeButton, SupportButton } from './ErrorScreen';

/** The 404 page; `notFound` flags an unknown URL (rather than a user with no landing page). */
export function NotFoundPage({ notFound = false }: { notFound?: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => track('error page viewed', { errorMessage: 'Page Not Found', path: pathname }), [pathname]);
  return (
    <ErrorScreen title="Page Not Found" text={notFound ? 'Please make sure the URL is correct.' : undefined}>
      <HomeButton />
      <SupportButton />
    </ErrorScreen>
  );
}
