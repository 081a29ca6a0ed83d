import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { lazyPage, loadPageChunk, reloadAfterChunkError } from './lazyPage';

// One page life: the order of these tests matters, as the module remembers a reload under way.
describe('page chunks', () => {
  it('render the page once loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>Loaded page</p> }));
    renderWithProviders(<Page />);
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it('fail when the page was just reloaded for a failed chunk', async () => {
    sessionStorage.setItem('groundcrew.chunkReloadedAt', String(Date.now() - 2_000));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadPageChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('reload the page once after a chunk failed to load', () => {
    sessionStorage.setItem('groundcrew.chunkReloadedAt', String(Date.now() - 60_000));
    const reload = jest.fn();
    expect(reloadAfterChunkError(reload)).toBe(true);
    expect(reloadAfterChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem('groundcrew.chunkReloadedAt'))).toBeGreaterThan(Date.now() - 1_000);
  });
});
