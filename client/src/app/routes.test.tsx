import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { flushEvents } from '../api/analytics';
import { apolloClient } from '../api/graphql';
import { clearTokens } from '../api/tokens';
import { jsonResponse, mockFetch, sentBody, signInAs, tokenGrant } from '../test/fixtures';
import { viewport } from '../test/setup';
import { routes } from './routes';

const me = {
  id: 'user-1',
  accountId: 'account-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+15555550100',
  picture: null,
  account: { id: 'account-1', name: 'Lifting Co', logo: null },
  divisions: [{ id: 'division-1', divisionName: 'Cranes' }],
};

function serve(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return mockFetch((url) => {
    const override = overrides[url];
    if (override) return override();
    if (url === '/api/feature-flags') return jsonResponse(200, { data: { dispatching: true } });
    if (url === '/api/auth/me') return jsonResponse(200, { data: me });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

async function recordedEvents(fetchMock: ReturnType<typeof serve>) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string; properties?: object }[] }).events);
}

afterEach(async () => {
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

describe('routes', () => {
  it('sends a signed-out user to sign-in and back to the requested page after signing in', async () => {
    const fetchMock = serve({ '/api/auth/sign-in': () => jsonResponse(200, { data: tokenGrant(['web:schedule']) }) });
    const router = renderApp('/profile');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('(555) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Cranes')).toBeInTheDocument();
    expect(screen.getAllByText('Lifting Co')).not.toHaveLength(0);
    const signIn = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-in')!;
    expect(sentBody(signIn)).toEqual({ email: 'ada@example.com', password: 'secret' });
    expect((await recordedEvents(fetchMock)).map(({ name }) => name)).toEqual(['login']);
  });

  it("shows the server's message when sign-in fails", async () => {
    serve({
      '/api/auth/sign-in': () => jsonResponse(401, { statusCode: 401, message: 'Incorrect e-mail or password.' }),
    });
    renderApp('/sign-in');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Incorrect e-mail or password.');
  });

  it('lands a desktop user on the page of their first permission', async () => {
    serve();
    await signInAs(['web:quoting', 'web:settings']);
    const router = renderApp('/');
    await screen.findByRole('heading', { name: 'Quotes' });
    expect(router.state.location.pathname).toBe('/quoting');
  });

  it('lands a mobile user with the schedule permission on /schedule', async () => {
    viewport.width = 390;
    serve();
    await signInAs(['web:assetmap', 'web:schedule']);
    const router = renderApp('/');
    await screen.findByRole('heading', { name: 'Scheduled Jobs' });
    expect(router.state.location.pathname).toBe('/schedule');
  });

  it('shows the access issue to a desktop user without web permissions', async () => {
    const fetchMock = serve();
    await signInAs(['mobile:user', 'timecard:user']);
    renderApp('/');
    expect(await screen.findByText("Oops! We've encountered an access issue")).toBeInTheDocument();
    expect((await recordedEvents(fetchMock)).map(({ name }) => name)).toEqual(['oops page viewed']);
  });

  it('refuses a page the web user may not open, inside the navigation, without the mobile-app text', async () => {
    serve();
    await signInAs(['web:quoting']);
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No Permission' })).toBeInTheDocument();
    expect(screen.queryByText("Oops! We've encountered an access issue")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOME' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-quoting')).toBeInTheDocument();
  });

  it('shows a spinner until the feature flags are known', async () => {
    let answerFlags: ((response: Response) => void) | undefined;
    serve({ '/api/feature-flags': () => new Promise<Response>((resolve) => (answerFlags = resolve)) });
    await signInAs(['web:schedule']);
    renderApp('/profile');
    await waitFor(() => expect(answerFlags).toBeDefined());
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    answerFlags?.(jsonResponse(200, { data: { dispatching: true } }));
    expect(await screen.findByTestId('nav-dispatch')).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths and records it', async () => {
    const fetchMock = serve();
    await signInAs(['web:schedule']);
    renderApp('/no/such/page');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Please make sure the URL is correct.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(await recordedEvents(fetchMock)).toEqual([
      {
        name: 'error page viewed',
        properties: { errorMessage: 'Page Not Found', path: '/no/such/page' },
        time: expect.any(String),
      },
    ]);
  });

  it('shows /404 without blaming the URL', async () => {
    serve();
    await signInAs(['web:invoice']);
    renderApp('/404');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Please make sure the URL is correct.')).not.toBeInTheDocument();
  });

  it('shows the error page at /error', async () => {
    serve();
    await signInAs(['web:schedule']);
    renderApp('/error');
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(screen.getByText('Click the link to navigate home.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows the error page for a render error, and reports it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = serve();
    await signInAs(['groundcrew:admin']);
    renderApp('/admin');
    await userEvent.click(await screen.findByTestId('subnav-error-test'));
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Deliberate error test from the admin menu' }),
    );
    expect(await recordedEvents(fetchMock)).toContainEqual(
      expect.objectContaining({
        name: 'error page viewed',
        properties: { errorMessage: 'Deliberate error test from the admin menu', path: '/admin' },
      }),
    );
    consoleError.mockRestore();
  });
});
