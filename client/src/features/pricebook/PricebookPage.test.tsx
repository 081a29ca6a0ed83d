import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { DeletePriceBookItemDocument } from '../../api/gql/graphql';
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
  return renderWithProviders(<PricebookPage />, { path: '/settings/pricebook', access: testAccess(['web:settings']) });
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('pricebook page', () => {
  it('lists every item with division and branch names and the rate per unit', async () => {
    const fetchMock = servePriceBook();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Pricebook' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(ITEMS.map((item) => item.name)));
    const crane = screen.getByRole('row', { name: /90-ton all-terrain crane/ });
    await waitFor(() => expect(within(crane).getByText('Crane Services')).toBeInTheDocument());
    expect(within(crane).getByText('Denver')).toBeInTheDocument();
    expect(within(crane).getByText('$295 / hour')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Rigger/ })).getByText('Denver, Phoenix')).toBeInTheDocument();
    const query = fetchMock.mock.calls.find(([url]) => url === '/graphql');
    expect(sentBody(query!)).toMatchObject({ operationName: 'PriceBookItems', variables: { filters: {} } });
  });

  it('searches by name and filters by branch and division on the client, counting active filters', async () => {
    const fetchMock = servePriceBook();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(3));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'CRANE');
    expect(rowNames()).toEqual(['90-ton all-terrain crane']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));

    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await choose('Branch', 'Phoenix');
    expect(rowNames()).toEqual(['Lowboy trailer haul', 'Rigger']);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1');
    await choose('Division', 'Crane Services');
    expect(rowNames()).toEqual(['Rigger']);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(rowNames()).toHaveLength(3);
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    servePriceBook();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'forklift');
    expect(
      screen.getByText('No pricebook items found. Please check your search and filters and try again.'),
    ).toBeInTheDocument();
  });

  it('deletes an item after the "Delete Item" confirmation', async () => {
    let deleted: unknown;
    servePriceBook(ITEMS, [
      answer(DeletePriceBookItemDocument).with((variables) => {
        deleted = variables;
        return {
          deletePriceBookItem: {
            __typename: 'DeletePriceBookItemPayload',
            code: 200,
            success: true,
            message: 'Pricebook item deleted.',
            id: 'item-3',
          },
        };
      }),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rigger' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Item Rigger' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Rigger' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pricebook Item deleted')).toBeInTheDocument();
    expect(deleted).toEqual({ id: 'item-3' });
  });

  it('shows the server message when a delete fails', async () => {
    servePriceBook(ITEMS, [
      answer(DeletePriceBookItemDocument).with(() => ({
        deletePriceBookItem: {
          __typename: 'DeletePriceBookItemPayload',
          code: 404,
          success: false,
          message: 'Pricebook item not found.',
          id: null,
        },
      })),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rigger' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('GraphQL Errors: Pricebook item not found.')).toBeInTheDocument();
  });
});
