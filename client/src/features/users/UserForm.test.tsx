import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import { UserFormPage } from './UserFormPage';
import { aUser, serveUsers } from './users.fixtures';
import type { UserAdminVariant } from './variant';

const MANAGER = ['web:usercrud', 'web:assetmap'];

beforeEach(() => signInAs(MANAGER));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
});

interface FormOptions {
  variant?: UserAdminVariant;
  permissions?: string[];
}

function renderForm(path: string, { variant = 'account', permissions = MANAGER }: FormOptions = {}) {
  return renderWithProviders(<UserFormPage variant={variant} />, {
    path,
    access: testAccess(permissions),
    routes: ['/users', '/admin/users'],
  });
}

const toggle = (name: string) => screen.getByRole('switch', { name });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('First Name'), ' Ada ');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await choose('Division', 'Cranes');
  await choose('Branch', 'North Yard');
}

function sent(fetchMock: ReturnType<typeof serveUsers>, key: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init.method} ${url}` === key);
  return call && sentBody(call);
}

async function events(fetchMock: ReturnType<typeof serveUsers>) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string; properties?: object }[] }).events);
}

describe('user form', () => {
  it('creates a user with the payload of spec 1 §3 and opens the new user', async () => {
    const fetchMock = serveUsers({ 'POST /api/users': () => jsonResponse(201, { data: { id: 'user-9' } }) });
    const { router } = renderForm('/users/create');
    await fillRequired();
    await choose('Occupation', 'Operator');
    await choose('Authentication Method', 'Mobile');
    await userEvent.type(screen.getByLabelText('Cell Phone'), '555-555-0199');
    await userEvent.click(toggle('Tracker Management'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.search).toBe('?userId=user-9'));
    expect(router.state.location.pathname).toBe('/users/user-detail');
    expect(sent(fetchMock, 'POST /api/users')).toEqual({
      authMethod: 'mobile',
      phoneNumber: '+15555550199',
      metadata: {
        accountId: 'account-1',
        branchIds: ['branch-1'],
        disabled: false,
        divisionIds: ['division-1'],
        firstName: 'Ada',
        lastName: 'Lovelace',
        occupations: ['operator'],
        permissions: ['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker', 'mobile:provisioning'],
      },
    });
    expect(await screen.findByText('User created.')).toBeInTheDocument();
    expect((await events(fetchMock)).map(({ name }) => name)).toEqual(['user creation started', 'user created']);
  });

  it('opens "Required Fields Missing" and marks the fields when required ones are empty', async () => {
    const fetchMock = serveUsers();
    renderForm('/users/create');
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Required Fields Missing')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill out all required fields.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Required')).toHaveLength(4); // Last Name, Division, Branch, Authentication Method
    expect(sent(fetchMock, 'POST /api/users')).toBeUndefined();
  });

  it('checks phone and e-mail, and requires what the authentication method needs', async () => {
    serveUsers();
    renderForm('/users/create');
    await fillRequired();
    await choose('Authentication Method', 'Mobile & Web');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument(); // the cell phone
    await userEvent.type(screen.getByLabelText('Cell Phone'), '555123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
  });

  it('with Web Access offers only Web and Mobile & Web, and resets a Mobile method', async () => {
    serveUsers();
    renderForm('/users/create');
    await fillRequired();
    await choose('Authentication Method', 'Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument(); // the cell phone
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    await userEvent.click(toggle('Web Access'));
    expect(screen.getByRole('combobox', { name: 'Authentication Method' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: 'Authentication Method' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Web', 'Mobile & Web']);
  });

  it('shows web permissions only with Web Access on, and sends them only then', async () => {
    const fetchMock = serveUsers({ 'POST /api/users': () => jsonResponse(201, { data: { id: 'user-9' } }) });
    renderForm('/users/create');
    expect(screen.queryByRole('switch', { name: 'Job Management' })).not.toBeInTheDocument();
    expect(toggle('Mobile Access')).toBeChecked();
    expect(toggle('Mobile Access')).toBeDisabled();

    await userEvent.click(toggle('Web Access'));
    await userEvent.click(toggle('Job Management'));
    await userEvent.click(toggle('Sales Tools'));
    expect(screen.queryByRole('switch', { name: 'Account Settings' })).not.toBeInTheDocument();
    await fillRequired();
    await choose('Authentication Method', 'Web');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sent(fetchMock, 'POST /api/users')).toBeDefined());
    expect(sent(fetchMock, 'POST /api/users')).toMatchObject({
      authMethod: 'web',
      email: 'ada@example.com',
      metadata: {
        permissions: [
          'timecard:user',
          'mobilehome:user',
          'mobile:user',
          'general:tracker',
          'web:assetmap',
          'web:schedule',
          'web:quoting',
        ],
      },
    });
  });

  it('shows Account Settings to users who hold the settings permission', async () => {
    serveUsers();
    renderForm('/users/create', { permissions: [...MANAGER, 'web:settings'] });
    await userEvent.click(toggle('Web Access'));
    expect(toggle('Account Settings')).toBeInTheDocument();
  });

  it('edits a user: Save is disabled until a change, web permissions are dropped with Web Access', async () => {
    const user = aUser({ permissions: [...aUser().permissions, 'web:schedule', 'mobile:vtrackers'] });
    const fetchMock = serveUsers({
      'GET /api/users/user-2': () => jsonResponse(200, { data: user }),
      'PATCH /api/users/user-2': () => jsonResponse(200, { data: user }),
    });
    renderForm('/users/user-detail?userId=user-2');
    expect(await screen.findByTestId('user-form-heading')).toHaveTextContent('Grace Hopper');
    expect(screen.getByLabelText('Cell Phone')).toHaveValue('5555550100');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(toggle('Job Management')).toBeChecked();

    await userEvent.click(toggle('Web Access'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User edited.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/users/user-2')).toMatchObject({
      authMethod: 'both',
      email: 'grace@example.com',
      phoneNumber: '+15555550100',
      metadata: {
        occupations: ['Operator'],
        permissions: ['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker', 'mobile:vtrackers'],
      },
    });
    expect((await events(fetchMock)).find(({ name }) => name === 'account permissions updated')).toEqual(
      expect.objectContaining({
        properties: { userId: 'user-2', added: [], removed: ['web:assetmap', 'web:schedule'] },
      }),
    );
  });

  it('asks before changing how an existing user signs in', async () => {
    const fetchMock = serveUsers({
      'GET /api/users/user-2': () => jsonResponse(200, { data: aUser() }),
      'PATCH /api/users/user-2': () => jsonResponse(200, { data: aUser() }),
    });
    renderForm('/users/user-detail?userId=user-2');
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@navy.mil');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change Login Details')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/users/user-2')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent(fetchMock, 'PATCH /api/users/user-2')).toMatchObject({ email: 'grace@navy.mil' }));
  });

  it('deactivates after confirmation and goes back to the list', async () => {
    const fetchMock = serveUsers({
      'GET /api/users/user-2': () => jsonResponse(200, { data: aUser() }),
      'PATCH /api/users/user-2/disable': () => jsonResponse(200, { data: { id: 'user-2', disabled: true } }),
    });
    const { router } = renderForm('/users/user-detail?userId=user-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    expect(
      screen.getByText('Are you sure you want to deactivate Grace Hopper? This cannot be undone'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/user-2/disable')).toBe(true);
    expect(await screen.findByText('User disabled.')).toBeInTheDocument();
  });

  it('shows the server message when saving fails and records the failure', async () => {
    const fetchMock = serveUsers({
      'POST /api/users': () =>
        jsonResponse(409, { statusCode: 409, message: 'A user with this email already exists.' }),
    });
    renderForm('/users/create');
    await fillRequired();
    await choose('Authentication Method', 'Mobile');
    await userEvent.type(screen.getByLabelText('Cell Phone'), '5555550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect((await events(fetchMock)).find(({ name }) => name === 'user creation failed')?.properties).toEqual({
      reason: 'A user with this email already exists.',
    });
  });

  it('redirects to the list without a userId and says "No User Found" when the user cannot be read', async () => {
    serveUsers({ 'GET /api/users/nobody': () => jsonResponse(404, { statusCode: 404, message: 'No User Found' }) });
    const { router } = renderForm('/users/user-detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    await router.navigate('/users/user-detail?userId=nobody');
    expect(await screen.findByTestId('user-not-found')).toHaveTextContent('No User Found');
  });

  describe('admin variant', () => {
    const ADMIN = ['groundcrew:admin'];

    it('uses its own messages and prefixes the phone with +1', async () => {
      serveUsers();
      renderForm('/admin/users/create', { variant: 'admin', permissions: ADMIN });
      const phone = screen.getByLabelText('Cell Phone');
      await userEvent.type(phone, '5');
      expect(phone).toHaveValue('+15');
      await userEvent.type(phone, '{backspace}');
      expect(phone).toHaveValue('');
      await choose('Authentication Method', 'Mobile & Web');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Please provide a First Name.')).toBeInTheDocument();
      expect(screen.getByText('Please provide a Last Name.')).toBeInTheDocument();
      expect(screen.getByText('Please provide a Branch')).toBeInTheDocument();
      expect(screen.getByText('Valid email is required for web authentication')).toBeInTheDocument();
      expect(
        screen.getByText('Valid phone number is required for mobile authentication. (Eg. +1##########)'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Required Fields Missing')).not.toBeInTheDocument();
    });

    it('creates with veteran and extra permissions, then goes to the admin list', async () => {
      const fetchMock = serveUsers({ 'POST /api/users': () => jsonResponse(201, { data: { id: 'user-9' } }) });
      const { router } = renderForm('/admin/users/create', { variant: 'admin', permissions: ADMIN });
      await fillRequired();
      await choose('Permissions', 'mobile:vtrackers');
      await userEvent.click(screen.getByLabelText('Veteran'));
      await choose('Authentication Method', 'Mobile');
      await userEvent.type(screen.getByLabelText('Cell Phone'), '5555550199');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
      expect(sent(fetchMock, 'POST /api/users')).toMatchObject({
        phoneNumber: '+15555550199',
        metadata: {
          veteran: true,
          permissions: ['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker', 'mobile:vtrackers'],
        },
      });
      expect(await screen.findByText('User Created')).toBeInTheDocument();
    });

    it('locks the account when editing and deletes after confirmation', async () => {
      const fetchMock = serveUsers({
        'GET /api/users/user-2': () => jsonResponse(200, { data: aUser() }),
        'DELETE /api/users/user-2': () => jsonResponse(200, { data: { id: 'user-2' } }),
      });
      const { router } = renderForm('/admin/users/user-detail?userId=user-2', { variant: 'admin', permissions: ADMIN });
      expect(await screen.findByRole('combobox', { name: 'Account' })).toBeDisabled();
      expect(screen.getByTestId('user-form-copy-login-id')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
      expect(fetchMock.mock.calls.some(([url, init]) => init.method === 'DELETE' && url === '/api/users/user-2')).toBe(
        true,
      );
      expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    });
  });
});
