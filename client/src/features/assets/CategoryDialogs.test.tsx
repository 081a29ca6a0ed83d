import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import AssetBrowserPage from './AssetBrowserPage';
import { categories, sentCalls, serveAssets, type Handler } from './assets.fixtures';
import { parentOptions } from './CategoryDialogs';

const MANAGER = ['web:assetmap', 'web:assetcrud'];

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(MANAGER);
});
afterEach(async () => {
  await flushEvents();
  await clearTokens();
});

const byId = (id: string) => categories.find((category) => category.id === id)!;

function renderBrowser(handlers: Record<string, Handler>, permissions = MANAGER) {
  const fetchMock = serveAssets({
    'GET /api/v2/search/asset': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
  const view = renderWithProviders(<AssetBrowserPage />, {
    path: '/assets/browser',
    access: testAccess(permissions),
  });
  return { fetchMock, ...view };
}

const writes = (fetchMock: ReturnType<typeof serveAssets>) =>
  sentCalls(fetchMock).filter(({ call }) => /^(POST|PATCH|DELETE) \/api\/categories/.test(call));

async function openMenuOf(name: string, item: string) {
  await userEvent.click(await screen.findByText(name));
  await userEvent.click(await screen.findByTestId('category-menu'));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('parentOptions', () => {
  it('offers the top level and every category outside the moving one’s subtree, by full name', () => {
    expect(parentOptions(categories, byId('c-crane')).map(({ value }) => value)).toEqual([
      'None (top level)',
      'Lifting',
      'Lifting > Forklifts',
      'Orphan',
      'Power',
    ]);
    expect(parentOptions(categories, null)).toHaveLength(categories.length + 1);
  });
});

describe('category dialogs', () => {
  it('creates a top-level category and selects it', async () => {
    const { fetchMock, router } = renderBrowser({
      'POST /api/categories': () =>
        jsonResponse(201, { data: { id: 'c-new', name: 'Generators', parentCategoryId: null, path: 'c-new' } }),
    });
    await userEvent.click(await screen.findByTestId('category-new'));
    const dialog = await screen.findByTestId('category-dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveValue('None (top level)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Generators ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category Created')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([{ call: 'POST /api/categories', body: { name: 'Generators', parentId: null } }]);
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=c-new'));
    // The tree is read again after the change.
    expect(sentCalls(fetchMock).filter(({ call }) => call === 'GET /api/categories').length).toBeGreaterThan(1);
  });

  it('adds a subcategory under the selected category', async () => {
    const { fetchMock } = renderBrowser({
      'POST /api/categories': () =>
        jsonResponse(201, {
          data: { id: 'c-x', name: 'Crawler', parentCategoryId: 'c-crane', path: 'c-lift>c-crane>c-x' },
        }),
    });
    await openMenuOf('Cranes', 'Add Subcategory');
    const dialog = await screen.findByTestId('category-dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveValue('Lifting > Cranes');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Crawler{Enter}');
    await waitFor(() =>
      expect(writes(fetchMock)).toEqual([
        { call: 'POST /api/categories', body: { name: 'Crawler', parentId: 'c-crane' } },
      ]),
    );
  });

  it('renames, showing the server’s refusal', async () => {
    const { fetchMock } = renderBrowser({
      'PATCH /api/categories/c-crane': () =>
        jsonResponse(409, { statusCode: 409, message: 'A category with this name already exists here.' }),
    });
    await openMenuOf('Cranes', 'Rename');
    const dialog = await screen.findByTestId('category-dialog');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Cranes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, 'Forklifts');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A category with this name already exists here.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([{ call: 'PATCH /api/categories/c-crane', body: { name: 'Forklifts' } }]);
    expect(screen.getByTestId('category-dialog')).toBeInTheDocument();
  });

  it('moves under a category picked outside its own subtree', async () => {
    const { fetchMock } = renderBrowser({
      'PATCH /api/categories/c-crane': () =>
        jsonResponse(200, { data: { ...byId('c-crane'), parentCategoryId: 'c-power' } }),
    });
    await openMenuOf('Cranes', 'Move');
    const dialog = await screen.findByTestId('category-dialog');
    expect(within(dialog).queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parent category' }));
    expect(screen.queryByRole('option', { name: 'Lifting > Cranes > Tower' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Power' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Category Saved')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([{ call: 'PATCH /api/categories/c-crane', body: { parentId: 'c-power' } }]);
    await waitFor(() => expect(screen.queryByTestId('category-dialog')).not.toBeInTheDocument());
  });

  it('deletes an empty category, and shows why a non-empty one stays', async () => {
    let refuse = true;
    const { fetchMock, router } = renderBrowser({
      'DELETE /api/categories/c-mobile': () =>
        refuse
          ? jsonResponse(409, {
              statusCode: 409,
              message: 'This category has assets. Move them to another category first.',
            })
          : jsonResponse(200, { data: { id: 'c-mobile' } }),
    });
    await openMenuOf('Mobile', 'Delete');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This category has assets. Move them to another category first.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoryId=c-mobile');

    refuse = false;
    await userEvent.click(await screen.findByTestId('category-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category Deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(writes(fetchMock).map(({ call }) => call)).toEqual([
      'DELETE /api/categories/c-mobile',
      'DELETE /api/categories/c-mobile',
    ]);
  });

  it('offers no editing without asset management', async () => {
    renderBrowser({}, ['web:assetmap']);
    await userEvent.click(await screen.findByText('Cranes'));
    await screen.findByTestId('asset-browser-category');
    expect(screen.queryByTestId('category-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('category-menu')).not.toBeInTheDocument();
  });
});
