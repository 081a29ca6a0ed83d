import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { UNSAVED_CHANGES_MESSAGE } from '../../ui/useUnsavedChangesGuard';
import { aBranch, imageFile, LOGO_DATA, serveBranches } from './branches.fixtures';
import BranchPage from './BranchPage';

const SUPER_ADMIN = ['groundcrew:admin'];
// The file input accepts images only; the tests also hand it other files, as a user could by drag and drop.
const user = userEvent.setup({ applyAccept: false });

beforeEach(() => signInAs(SUPER_ADMIN));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderPage(path: string) {
  return renderWithProviders(<BranchPage />, { path, access: testAccess(SUPER_ADMIN), routes: ['/admin'] });
}

function sent(fetchMock: ReturnType<typeof serveBranches>, key: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init.method} ${url}` === key);
  return call && sentBody(call);
}

const field = (testId: string) => screen.getByTestId(`branch-form-${testId}`);
const save = () => user.click(screen.getByRole('button', { name: 'Save Changes' }));

async function fillNewBranch() {
  await screen.findByRole('heading', { name: 'Create Branch' });
  await user.type(field('name'), 'West Yard');
  await user.click(screen.getByRole('combobox', { name: 'Division ID' }));
  await user.click(screen.getByRole('option', { name: 'Rigging' }));
  await user.type(field('email'), 'west@example.com');
  await user.type(field('phone-number'), '(720) 555-0111');
  await user.type(field('address'), '9 Depot Road');
  await user.type(field('city'), 'Golden');
  await user.type(field('state'), 'CO');
  await user.type(field('postal-code'), '80401');
}

describe('create branch', () => {
  it('shows the rules of spec 1 §5, logo included, and saves nothing while they fail', async () => {
    const fetchMock = serveBranches();
    renderPage('/admin/branch/create');
    expect(await screen.findByRole('heading', { name: 'Create Branch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.type(field('name'), 'West Yard');
    await user.type(field('phone-number'), '555-0111');
    await save();

    expect(await screen.findByText('Phone number not in correct format. Ex: ###-###-####')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(6); // email, address, city, state, postal code, logo
    expect(screen.getByTestId('branch-form-logo-error')).toHaveTextContent('Required');
    expect(sent(fetchMock, 'POST /api/branch')).toBeUndefined();
  });

  it('sends the images without the data-URL prefix, records "image added" and returns to /admin', async () => {
    const fetchMock = serveBranches({ 'POST /api/branch': () => jsonResponse(201, { data: aBranch({ id: 'b-9' }) }) });
    const { router } = renderPage('/admin/branch/create');
    await fillNewBranch();
    await user.upload(await screen.findByLabelText('Branch Image'), imageFile());
    expect(await screen.findByTestId('branch-form-logo-preview')).toHaveAttribute(
      'src',
      `data:image/png;base64,${LOGO_DATA}`,
    );
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Branch created')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/branch')).toEqual({
      name: 'West Yard',
      divisionId: 'division-2',
      email: 'west@example.com',
      phoneNumber: '(720) 555-0111',
      address: '9 Depot Road',
      city: 'Golden',
      state: 'CO',
      postalCode: '80401',
      logo: LOGO_DATA,
      logoMime: 'image/png',
    });
    await flushEvents();
    const events = fetchMock.mock.calls
      .filter(([url]) => url === '/api/events')
      .flatMap((call) => (sentBody(call) as { events: { name: string }[] }).events.map(({ name }) => name));
    expect(events).toContain('image added');
  });

  it.each([
    ['a text file', new File(['text'], 'notes.txt', { type: 'text/plain' })],
    ['text named and typed as a PNG', new File(['not a picture'], 'logo.png', { type: 'image/png' })],
  ])('refuses %s with "File Is NOT Image!"', async (_, file) => {
    serveBranches();
    renderPage('/admin/branch/create');
    await user.upload(await screen.findByLabelText('Branch Image'), file);
    expect(await screen.findByText('File Is NOT Image!')).toBeInTheDocument();
    expect(screen.queryByTestId('branch-form-logo-preview')).not.toBeInTheDocument();
  });

  it("shows the server's message, else the spec's fallback", async () => {
    let answer = jsonResponse(400, {
      statusCode: 400,
      message: 'Phone number not in correct format. Ex: ###-###-####',
    });
    serveBranches({ 'POST /api/branch': () => answer });
    const { router } = renderPage('/admin/branch/create');
    await fillNewBranch();
    await user.upload(await screen.findByLabelText('Branch Image'), imageFile());
    await screen.findByTestId('branch-form-logo-preview');
    await save();
    expect(await screen.findByText('Phone number not in correct format. Ex: ###-###-####')).toBeInTheDocument();

    answer = jsonResponse(500, {});
    await save();
    expect(await screen.findByText('Failed to create branch.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/branch/create');
  });
});

describe('edit branch', () => {
  it('selects the branch from GET /api/branch and sends only the changed fields', async () => {
    const fetchMock = serveBranches({ 'PATCH /api/branch/branch-1': () => jsonResponse(200, { data: aBranch() }) });
    renderPage('/admin/branch/detail?branchId=branch-1');
    expect(await screen.findByRole('heading', { name: 'Edit Branch' })).toBeInTheDocument();
    expect(field('name')).toHaveValue('North Yard');
    expect(field('name')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Division ID' })).toHaveValue('Cranes');

    await user.clear(field('city'));
    await user.type(field('city'), 'Boulder');
    await user.click(screen.getByRole('button', { name: 'Remove Quote Cover Image' }));
    await save();

    expect(await screen.findByText('Branch edited')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/branch/branch-1')).toEqual({ city: 'Boulder', quoteCover: null });
    // Saved: nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
  });

  it('sends a replaced image without its prefix', async () => {
    const fetchMock = serveBranches({ 'PATCH /api/branch/branch-1': () => jsonResponse(200, { data: aBranch() }) });
    renderPage('/admin/branch/detail?branchId=branch-1');
    await user.upload(await screen.findByLabelText('Branch Image'), imageFile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    await save();
    await screen.findByText('Branch edited');
    expect(sent(fetchMock, 'PATCH /api/branch/branch-1')).toEqual({ logo: LOGO_DATA, logoMime: 'image/png' });
  });

  it('requires a logo again when it is removed, and falls back to "Failed to edit branch."', async () => {
    const fetchMock = serveBranches({ 'PATCH /api/branch/branch-1': () => jsonResponse(500, {}) });
    renderPage('/admin/branch/detail?branchId=branch-1');
    await user.click(await screen.findByRole('button', { name: 'Remove Branch Image' }));
    await save();
    expect(await screen.findByTestId('branch-form-logo-error')).toHaveTextContent('Required');
    expect(sent(fetchMock, 'PATCH /api/branch/branch-1')).toBeUndefined();

    await user.type(field('state'), 'X');
    await user.upload(screen.getByLabelText('Branch Image'), imageFile());
    await screen.findByTestId('branch-form-logo-preview');
    await save();
    expect(await screen.findByText('Failed to edit branch.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown branch', async () => {
    serveBranches();
    renderPage('/admin/branch/detail?branchId=nope');
    expect(await screen.findByTestId('branch-not-found')).toHaveTextContent('No Branch Found');
  });

  it('asks before leaving unsaved changes', async () => {
    serveBranches();
    const { router } = renderPage('/admin/branch/detail?branchId=branch-1');
    await user.type(await screen.findByTestId('branch-form-state'), 'X');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/branch/detail');
  });

  it('returns to /admin on Cancel', async () => {
    serveBranches();
    const { router } = renderPage('/admin/branch/detail?branchId=branch-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
