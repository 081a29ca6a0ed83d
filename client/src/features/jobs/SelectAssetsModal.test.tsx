import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearTokens } from '../../api/tokens';
import { signInAs } from '../../test/fixtures';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { renderWithProviders, testAccess } from '../../test/render';
import { serveJobForm } from './jobForm.fixtures';
import { SelectAssetsModal } from './SelectAssetsModal';

beforeEach(async () => {
  stubIntersectionObserver();
  await signInAs(['web:schedule']);
});
afterEach(() => clearTokens());

function renderModal(dates: { startDate: string | null; endDate: string | null }) {
  const fetchMock = serveJobForm();
  const onSelect = jest.fn<(ids: string[]) => void>();
  renderWithProviders(
    <SelectAssetsModal opened value={['asset-2']} {...dates} onClose={() => undefined} onSelect={onSelect} />,
    { access: testAccess(['web:schedule']) },
  );
  /** The query of each asset search, as a plain object. */
  const searches = () =>
    fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.startsWith('/api/v2/search/asset'))
      .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
  return { onSelect, searches };
}

const dialog = () => screen.getByRole('dialog', { name: 'Select Assets' });

describe('select assets', () => {
  it("lists the assets with their availability over the job's dates", async () => {
    const { searches } = renderModal({ startDate: '2026-03-02', endDate: '2026-03-04' });
    const crane = await screen.findByTestId('select-assets-row-asset-1');
    expect(crane).toHaveTextContent('Crane 7');
    expect(crane).toHaveTextContent('Available');
    expect(screen.getByTestId('select-assets-row-asset-2')).toHaveTextContent('Unavailable');
    expect(searches()).toEqual([{ limit: '50', after: '2026-03-02', before: '2026-03-04', checkDates: 'true' }]);
  });

  it('filters by type and to available assets only, and searches 1000 ms after the last keystroke', async () => {
    const { searches } = renderModal({ startDate: '2026-03-02', endDate: '2026-03-04' });
    await screen.findByTestId('select-assets-row-asset-1');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Available Assets Only' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ markAvailable: 'true' }));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Crane' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ assetType: 'Crane', markAvailable: 'true' }));

    const before = searches().length;
    await userEvent.type(screen.getByTestId('select-assets-search'), 'crane');
    // Not at once, nor per keystroke: one search once typing has paused for a second.
    expect(searches()).toHaveLength(before);
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ keywords: 'crane' }), { timeout: 2000 });
    expect(searches()).toHaveLength(before + 1);
  });

  it('cannot check availability without both dates', async () => {
    const { searches } = renderModal({ startDate: '2026-03-02', endDate: null });
    await screen.findByTestId('select-assets-row-asset-1');
    expect(within(dialog()).getByRole('checkbox', { name: 'Available Assets Only' })).toBeDisabled();
    expect(searches()).toEqual([{ limit: '50' }]);
  });

  it('toggles assets by their checkbox or row and returns the choice', async () => {
    const { onSelect } = renderModal({ startDate: null, endDate: null });
    expect(await screen.findByRole('checkbox', { name: 'Select Forklift 2' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Crane 7' }));
    await userEvent.click(screen.getByTestId('select-assets-row-asset-2'));
    expect(within(dialog()).getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Select Assets' }));
    expect(onSelect).toHaveBeenCalledWith(['asset-1']);
  });
});
