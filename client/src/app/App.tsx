import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from '../api/graphql';
import { getTokens, subscribeTokens } from '../api/tokens';
import { showCarriedToasts } from '../ui/toasts';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

// A session that ends (its refresh was refused) must not leave its cached answers to the next user.
subscribeTokens(() => {
  if (getTokens()) return;
  queryClient.clear();
  void apolloClient.clearStore();
});

export function App() {
  useEffect(showCarriedToasts, []);
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
