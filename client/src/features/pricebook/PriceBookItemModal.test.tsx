import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { CreatePriceBookItemDocument, UpdatePriceBookItemDocument } from '../../api/gql/graphql';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { sentBody, signInAs } from '../../test/fixtures';
import { answer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import PricebookPage from './PricebookPage';
import { ITEMS, servePriceBook } from './pricebook.fixtures';

beforeEach(() => signInAs(['web:settings']));
afterEach(async () => {
  notifications.clean();
  await flushEvents();
  await clearTokens();
  await apolloClient.clearStore();
});

function renderPage() {
  return renderWithProviders(<PricebookPage />, { path: '/admin/pricebook', access: testAccess(['groundcrew:admin']) });
}

async function events(fetchMock: ReturnType<typeof servePriceBook>) {
  await flushEvents();
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap((call) => (sentBody(call) as { events: { name: string; properties?: object }[] }).events);
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label });

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
  return screen.findByRole('dialog', { name: 'Add Pricebook Item' });
}

describe('pricebook item modal', () => {
  it('keeps confirm disabled until the form changes, then shows the messages of spec 1 §5', async () => {
    const fetchMock = servePriceBook();
    renderPage();
    const dialog = await openAdd();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await userEvent.type(field(dialog, 'Rate'), '12');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    for (const message of [
      'Please provide a Form Name.',
      'Please provide an item description.',
      'Please provide a unit',
      'Please provide a category',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(1);
    expect((await events(fetchMock)).map((event) => event.name)).toEqual(['pricebook item creation entered']);
  });

  it('creates an item with an empty rate as null, then closes and resets', async () => {
    let input: unknown;
    const fetchMock = servePriceBook(ITEMS, [
      answer(CreatePriceBookItemDocument).with((variables) => {
        input = variables.input;
        return {
          createPriceBookItem: {
            __typename: 'PriceBookItemPayload',
            code: 200,
            success: true,
            message: 'Pricebook item created.',
            id: 'item-9',
          },
        };
      }),
    ]);
    renderPage();
    let dialog = await openAdd();
    await userEvent.type(field(dialog, 'Name'), 'Site survey');
    await userEvent.type(field(dialog, 'Category'), 'Engineering');
    await userEvent.type(field(dialog, 'Unit'), 'each');
    await userEvent.type(field(dialog, 'Description'), 'Pre-job visit');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Branch' }));
    await userEvent.click(screen.getByRole('option', { name: 'Phoenix' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Pricebook Item Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toEqual({
      name: 'Site survey',
      description: 'Pre-job visit',
      rate: null,
      unit: 'each',
      category: 'Engineering',
      divisionIds: [],
      branchIds: ['branch-2'],
    });
    expect(await events(fetchMock)).toContainEqual(
      expect.objectContaining({ name: 'pricebook item created', properties: { itemId: 'item-9' } }),
    );

    dialog = await openAdd();
    expect(field(dialog, 'Name')).toHaveValue('');
  });

  it('edits an item, sending its id and every field', async () => {
    let input: unknown;
    const fetchMock = servePriceBook(ITEMS, [
      answer(UpdatePriceBookItemDocument).with((variables) => {
        input = variables.input;
        return {
          updatePriceBookItem: {
            __typename: 'PriceBookItemPayload',
            code: 200,
            success: true,
            message: 'Pricebook item edited.',
            id: 'item-1',
          },
        };
      }),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 90-ton all-terrain crane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pricebook Item' });
    expect(field(dialog, 'Name')).toHaveValue('90-ton all-terrain crane');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(field(dialog, 'Rate'));
    await userEvent.type(field(dialog, 'Rate'), '310');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Pricebook Item Edited')).toBeInTheDocument();
    expect(input).toEqual({ ...ITEMS[0], rate: 310 });
    const names = (await events(fetchMock)).map((event) => event.name);
    expect(names).toEqual(['pricebook item edit entered', 'pricebook item updated']);
  });

  it('shows the server message and records the failure with its code', async () => {
    const fetchMock = servePriceBook(ITEMS, [
      answer(UpdatePriceBookItemDocument).with(() => ({
        updatePriceBookItem: {
          __typename: 'PriceBookItemPayload',
          code: 404,
          success: false,
          message: 'Pricebook item not found.',
          id: null,
        },
      })),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pricebook Item' });
    await userEvent.type(field(dialog, 'Unit'), 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('GraphQL Errors: Pricebook item not found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Pricebook Item' })).toBeInTheDocument();
    expect(await events(fetchMock)).toContainEqual(
      expect.objectContaining({ name: 'pricebook item failed', properties: { action: 'update', errorCode: '404' } }),
    );
  });
});
