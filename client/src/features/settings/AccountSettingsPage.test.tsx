import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { aBranch, divisions, imageFile, LOGO_DATA, serveBranches } from '../branches/branches.fixtures';
import AccountSettingsPage, { divisionGroups } from './AccountSettingsPage';

const SETTINGS = ['web:settings', 'web:assetmap'];
const BRANCHES = [
  aBranch(),
  aBranch({ id: 'branch-2', name: 'South Yard', city: 'Pueblo', divisionId: 'division-1', logo: null }),
  aBranch({ id: 'branch-3', name: 'Loose Yard', divisionId: null }),
];

beforeEach(() => signInAs(SETTINGS));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

function renderPage() {
  return renderWithProviders(<AccountSettingsPage />, { path: '/settings', access: testAccess(SETTINGS) });
}

const branchReads = (fetchMock: ReturnType<typeof serveBranches>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/branch' && (init.method ?? 'GET') === 'GET').length;

function sent(fetchMock: ReturnType<typeof serveBranches>, key: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init.method} ${url}` === key);
  return call && sentBody(call);
}

it('groups branches by division, with a last card for branches without one', () => {
  const groups = divisionGroups(divisions, BRANCHES);
  expect(groups.map(({ divisionId, name, branches }) => [divisionId, name, branches.map(({ id }) => id)])).toEqual([
    ['division-1', 'Cranes', ['branch-1', 'branch-2']],
    ['division-2', 'Rigging', []],
    [null, 'No Division', ['branch-3']],
  ]);
  expect(divisionGroups(divisions, BRANCHES.slice(0, 2))).toHaveLength(2);
});

async function fillNewBranch(dialog: HTMLElement) {
  const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
  await type('Branch Name', 'East Yard');
  await type('Email', 'east@example.com');
  await type('Phone Number', '720-555-0199');
  await type('Address', '3 Rail Street');
  await type('City', 'Aurora');
  await type('State', 'CO');
  await type('Postal Code', '80010');
  await userEvent.upload(within(dialog).getByLabelText('Branch Image'), imageFile());
  await within(dialog).findByTestId('branch-form-logo-preview');
}

describe('Account Settings', () => {
  it('shows each division as a card listing its branches', async () => {
    serveBranches({}, BRANCHES);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    const cranes = screen.getByTestId('settings-division-division-1');
    expect(within(cranes).getByText('Cranes')).toBeInTheDocument();
    const north = within(cranes).getByTestId('settings-branch-branch-1');
    for (const text of ['North Yard', 'Denver', '(303) 555-0100', 'north@example.com', '1 Industrial Way']) {
      expect(within(north).getByText(text)).toBeInTheDocument();
    }
    expect(within(north).getByRole('img', { name: 'North Yard logo' })).toHaveAttribute('src', aBranch().logo);
    expect(within(cranes).getByText('Pueblo')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('settings-division-division-2')).getByText('No Branch found.'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('settings-division-none')).getByText('Loose Yard')).toBeInTheDocument();
  });

  it("adds a branch to the card's division and refreshes the branches", async () => {
    const fetchMock = serveBranches(
      { 'POST /api/branch': () => jsonResponse(201, { data: aBranch({ id: 'branch-9' }) }) },
      BRANCHES,
    );
    renderPage();
    await userEvent.click(await screen.findByTestId('settings-add-branch-division-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Branch' });
    expect(within(dialog).getByRole('combobox', { name: 'Division ID' })).toHaveValue('Rigging');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await fillNewBranch(dialog);
    const readsBefore = branchReads(fetchMock);
    await userEvent.click(confirm);

    expect(await screen.findByText('Branch created')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/branch')).toEqual({
      name: 'East Yard',
      divisionId: 'division-2',
      email: 'east@example.com',
      phoneNumber: '720-555-0199',
      address: '3 Rail Street',
      city: 'Aurora',
      state: 'CO',
      postalCode: '80010',
      logo: LOGO_DATA,
      logoMime: 'image/png',
    });
    await waitFor(() => expect(branchReads(fetchMock)).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a branch in the "Edit Branch" modal, sending only the changes', async () => {
    let answer = jsonResponse(500, {});
    const fetchMock = serveBranches({ 'PATCH /api/branch/branch-1': () => answer }, BRANCHES);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit North Yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Branch' });
    expect(within(dialog).getByLabelText('Branch Name')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText('Address'), ', Unit 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error editing branch')).toBeInTheDocument();

    answer = jsonResponse(200, { data: aBranch() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Branch edited')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/branch/branch-1')).toEqual({ address: '1 Industrial Way, Unit 2' });
  });

  it('validates, then falls back to "Error creating branch" and keeps the modal open', async () => {
    serveBranches({ 'POST /api/branch': () => jsonResponse(500, {}) }, BRANCHES);
    renderPage();
    await userEvent.click(await screen.findByTestId('settings-add-branch-none'));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Branch' });
    expect(within(dialog).getByRole('combobox', { name: 'Division ID' })).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Aurora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(6);

    await userEvent.clear(within(dialog).getByLabelText('City'));
    await fillNewBranch(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error creating branch')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Branch' })).toBeInTheDocument();
  });
});
