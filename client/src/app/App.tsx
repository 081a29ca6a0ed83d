import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export function App() {
  useEffect(showCarriedToasts, []);
  return (
    <MantineProvider theme={theme}>
      {/* Bottom right: at the top they covered the pages' top-right actions (Upload Document, + Add New Image). */}
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <GraphQLProvider>
          <RouterProvider router={router} />
        </GraphQLProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
