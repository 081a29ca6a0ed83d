import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getTokens, subscribeTokens } from '../api/tokens';
import { showCarriedToasts } from '../ui/toasts';
import { GraphQLProvider } from './GraphQLProvider';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

// A session that ends (its refresh was refused) must not leave its cached answers to the next user (the GraphQL
// client, loaded with the pages that use it, clears its own: api/graphql.ts).
subscribeTokens(() => {
  if (!getTokens()) queryClient.clear();
});

// A toast that cannot be shown (its chunk failed to load) is not worth the page: nothing shows instead.
const Notifications = lazy<ComponentType>(() => import('./Notifications').catch(() => ({ default: () => null })));

/**
 * The toasts' container (@mantine/notifications' component, transitions and swipe handling) loads with the first
 * toast rather than on every page: `notifications.show` only fills Mantine's store, which the container shows
 * once mounted, and it stays mounted after.
 */
function ToastsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

export function App() {
  useEffect(showCarriedToasts, []);
  return (
    <MantineProvider theme={theme}>
      <ToastsWhenShown />
      <QueryClientProvider client={queryClient}>
        <GraphQLProvider>
          <RouterProvider router={router} />
        </GraphQLProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
