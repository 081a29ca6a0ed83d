import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../auth/RequireSession';
import { RouteGate } from '../auth/RouteGate';
import { AccessIssuePage } from '../features/errors/AccessIssuePage';
import { ErrorPage } from '../features/errors/ErrorPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { AppLayout } from '../layout/AppLayout';
import { Landing } from './Landing';
import { lazyPage } from './lazyPage';

const SignInPage = lazyPage(() => import('../features/auth/SignInPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));

/**
 * The route table of spec 1 §2.1. Pages behind sign-in go under RouteGate, which applies the route gates of
 * spec 1 §6 (auth/gates.ts) by path. Each page is its own lazily loaded chunk; the error pages are not, because
 * they must show even when chunks fail to load.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/', element: <Landing /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <RouteGate fallback={<AccessIssuePage />} />,
                errorElement: <RouteErrorBoundary />,
                children: [
                  { path: '/profile', element: <ProfilePage /> },
                  { path: '/error', element: <ErrorPage withSignOut /> },
                  { path: '/404', element: <NotFoundPage /> },
                  { path: '*', element: <NotFoundPage notFound /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
