import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, sentBody, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import OnboardCompanyPage from './OnboardCompanyPage';

const SUPER_ADMIN = ['groundcrew:admin'];

beforeEach(() => signInAs(SUPER_ADMIN));
afterEach(async () => {
  notifications.clean();
  await clearTokens();
});

function renderPage(answer: () => Response) {
  const fetchMock = mockFetch(answer);
  const rendered = renderWithProviders(<OnboardCompanyPage />, {
    path: '/admin/accounts/create',
    access: testAccess(SUPER_ADMIN),
    routes: ['/admin'],
  });
  return { ...rendered, fetchMock };
}

const section = (legend: string) => screen.getByRole('group', { name: legend });

async function fill(legend: string, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(within(section(legend)).getByLabelText(label), value);
}

async function fillForm(adminEmail = 'pat@peak.example') {
  await fill('Company', { 'Account Name': ' Peak Lifting ', 'Division Name': 'Cranes' });
  await fill('First Branch', {
    'Branch Name': 'Boise',
    Email: 'boise@peak.example',
    'Phone Number': '208-555-0100',
    Address: '1 Main St',
    City: 'Boise',
    State: 'ID',
    'Postal Code': '83702',
  });
  await fill('Administrator', { 'First Name': 'Pat', 'Last Name': 'Lee', Email: adminEmail });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Onboard Company' }));

describe('onboard company', () => {
  it('sends the account, division, first branch and administrator, then returns to the admin home', async () => {
    const { fetchMock, router } = renderPage(() => jsonResponse(201, { data: { id: 'account-9' } }));
    await fillForm();
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/accounts');
    expect(fetchMock.mock.calls[0][1].method).toBe('POST');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      accountName: 'Peak Lifting',
      divisionName: 'Cranes',
      branch: {
        name: 'Boise',
        email: 'boise@peak.example',
        phoneNumber: '208-555-0100',
        address: '1 Main St',
        city: 'Boise',
        state: 'ID',
        postalCode: '83702',
      },
      admin: { firstName: 'Pat', lastName: 'Lee', email: 'pat@peak.example' },
    });
    expect(
      await screen.findByText('Company onboarded. An invitation was sent to pat@peak.example.'),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { fetchMock } = renderPage(() => jsonResponse(201, { data: { id: 'account-9' } }));
    await fill('First Branch', { 'Phone Number': '555', Email: 'boise@' });
    await fill('Administrator', { Email: 'pat' });
    await submit();

    expect(await screen.findByText('Please provide an account name.')).toBeInTheDocument();
    expect(screen.getByText('Division name is required')).toBeInTheDocument();
    expect(within(section('First Branch')).getByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Phone number not in correct format. Ex: ###-###-####')).toBeInTheDocument();
    expect(within(section('First Branch')).getAllByText('Required')).toHaveLength(5);
    expect(screen.getByText('Please provide a First Name.')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required for web authentication')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors and message and stays on the form", async () => {
    const { router } = renderPage(() =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'Account name must be at most 200 characters.',
        errors: {
          accountName: ['Account name must be at most 200 characters.'],
          'branch.postalCode': ['Postal Code must be at most 20 characters.'],
        },
      }),
    );
    await fillForm();
    await submit();

    expect(await screen.findByText('Postal Code must be at most 20 characters.')).toBeInTheDocument();
    expect(within(section('Company')).getByText('Account name must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('Account name must be at most 200 characters.')).toHaveLength(2); // field and toast
    expect(router.state.location.pathname).toBe('/admin/accounts/create');
  });

  it('falls back to its own text when the server sends no message', async () => {
    renderPage(() => jsonResponse(500, null));
    await fillForm();
    await submit();
    expect(await screen.findByText('Failed to onboard company.')).toBeInTheDocument();
  });
});
