import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import DivisionFormPage from './DivisionFormPage';

const SUPER_ADMIN = ['groundcrew:admin'];
const divisions = [
  { id: 'division-1', divisionName: 'Cranes' },
  { id: 'division-2', divisionName: 'Rigging' },
];

beforeEach(() => signInAs(SUPER_ADMIN));
afterEach(async () => {
  notifications.clean();
  await clearTokens();
});

type Handler = (init: RequestInit) => Response;

function serve(handlers: Record<string, Handler> = {}) {
  return mockFetch((url, init) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url}`];
    if (handler) return handler(init);
    if (url === '/api/division') return jsonResponse(200, { data: divisions });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
}

function renderPage(path: string) {
  return renderWithProviders(<DivisionFormPage />, { path, access: testAccess(SUPER_ADMIN), routes: ['/admin'] });
}

const nameInput = () => screen.getByLabelText('Division Name');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('division form', () => {
  it('creates a division with an empty read-only id, then returns to the admin home', async () => {
    const fetchMock = serve({
      'POST /api/division': () => jsonResponse(201, { data: { id: 'division-9', divisionName: 'Hauling' } }),
    });
    const { router } = renderPage('/admin/division/create');
    expect(screen.getByRole('heading', { name: 'Create Division' })).toBeInTheDocument();
    const id = screen.getByLabelText('Division ID');
    expect(id).toHaveValue('');
    expect(id).toHaveAttribute('readonly');

    await userEvent.type(nameInput(), ' Hauling ');
    await userEvent.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/division' && init.method === 'POST');
    expect(sentBody(post!)).toEqual({ divisionName: 'Hauling' });
    expect(await screen.findByText('Branch created')).toBeInTheDocument();
  });

  it('requires a division name, also when Save is pressed before typing', async () => {
    const fetchMock = serve();
    renderPage('/admin/division/create');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Division name is required')).toBeInTheDocument();
    await userEvent.type(nameInput(), '   ');
    await userEvent.click(saveButton());
    expect(screen.getByText('Division name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('edits the division named by divisionId and shows its id read-only', async () => {
    const fetchMock = serve({
      'PATCH /api/division/division-2': () =>
        jsonResponse(200, { data: { id: 'division-2', divisionName: 'Lifting' } }),
    });
    const { router } = renderPage('/admin/division/detail?divisionId=division-2');
    expect(await screen.findByRole('heading', { name: 'Edit Division' })).toBeInTheDocument();
    expect(screen.getByLabelText('Division ID')).toHaveValue('division-2');
    expect(nameInput()).toHaveValue('Rigging');
    expect(saveButton()).toBeDisabled();

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Lifting');
    await userEvent.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const patch = fetchMock.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(sentBody(patch!)).toEqual({ divisionName: 'Lifting' });
    expect(await screen.findByText('Branch Edited')).toBeInTheDocument();
  });

  it("shows the server's message on failure, else the fallback text, and stays on the form", async () => {
    serve({
      'PATCH /api/division/division-1': () => jsonResponse(404, { statusCode: 404, message: 'Division not found.' }),
      'POST /api/division': () => jsonResponse(500, null),
    });
    const { router, unmount } = renderPage('/admin/division/detail?divisionId=division-1');
    await userEvent.type(await screen.findByLabelText('Division Name'), ' East');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Division not found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/division/detail');
    unmount();

    renderPage('/admin/division/create');
    await userEvent.type(nameInput(), 'Hauling');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Failed to create division.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown divisionId', async () => {
    serve();
    renderPage('/admin/division/detail?divisionId=nope');
    expect(await screen.findByTestId('division-not-found')).toHaveTextContent('Division not found.');
    expect(screen.queryByLabelText('Division Name')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes and goes to the admin home on Cancel', async () => {
    serve();
    const { router } = renderPage('/admin/division/create');
    await userEvent.type(nameInput(), 'Hauling');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/admin/division/create');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
