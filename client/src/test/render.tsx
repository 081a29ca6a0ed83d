import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { apolloClient } from '../api/graphql';
import { AccessContext, buildAccess, NO_FLAGS, type FeatureFlags } from '../auth/access';

export function testAccess(permissions: string[], flags: Partial<FeatureFlags> = {}) {
  return buildAccess(
    { userId: 'user-1', accountId: 'account-1', divisionIds: [], permissions },
    { ...NO_FLAGS, ...flags },
  );
}

interface RenderOptions {
  /** The location to start at. */
  path?: string;
  /** Other routes to navigate to, each rendering its path as text unless given an element. */
  routes?: (string | RouteObject)[];
  access?: ReturnType<typeof testAccess>;
}

/**
 * Renders `ui` at every path not in `routes`, inside the app's providers (a fresh TanStack client; the app's Apollo
 * client, which tests clear after each) and a memory data router.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', routes = [], access }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      ...routes.map((route) => (typeof route === 'string' ? { path: route, element: <p>{route}</p> } : route)),
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApolloProvider client={apolloClient}>
          <AccessContext value={access ?? null}>
            <RouterProvider router={router} />
          </AccessContext>
        </ApolloProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
