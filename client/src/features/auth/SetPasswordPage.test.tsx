import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens, getTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, sentBody, tokenGrant } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import SetPasswordPage from './SetPasswordPage';

afterEach(() => clearTokens());

function renderPage(answer: () => Response) {
  const fetchMock = mockFetch((url) => (url === '/api/auth/set-password' ? answer() : jsonResponse(200, { data: {} })));
  renderWithProviders(<SetPasswordPage />, { path: '/set-password?token=invite-1.secret', routes: ['/'] });
  return fetchMock;
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

const setPasswordCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/set-password');

describe('set-password page', () => {
  it('sends the link token with the password, stores the session and goes to the landing page', async () => {
    const grant = tokenGrant(['web:schedule']);
    const fetchMock = renderPage(() => jsonResponse(200, { data: grant }));
    await choose('chosen-password');
    expect(await screen.findByText('/')).toBeInTheDocument();
    expect(sentBody(setPasswordCalls(fetchMock)[0])).toEqual({ token: 'invite-1.secret', password: 'chosen-password' });
    expect(getTokens()?.refreshToken).toBe(grant.refreshToken);
  });

  it("shows the server's message when the link is no longer valid", async () => {
    renderPage(() => jsonResponse(400, { statusCode: 400, message: 'This invitation link is no longer valid.' }));
    await choose('chosen-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is no longer valid.');
    expect(getTokens()).toBeNull();
  });

  it('checks length and confirmation before calling the server', async () => {
    const fetchMock = renderPage(() => jsonResponse(200, { data: tokenGrant() }));
    await choose('short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choose('chosen-password', 'other-password');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(setPasswordCalls(fetchMock)).toHaveLength(0);
  });
});
