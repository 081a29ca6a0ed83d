import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { PDF_REFETCH_MS, usePdfRefetch } from './pdfRefetch';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('usePdfRefetch', () => {
  it('reads a record without its PDF again after 30 s, and one with it not at all', () => {
    const refetch = jest.fn();
    const { rerender } = renderHook(({ hasFile }) => usePdfRefetch({ hasFile }, refetch), {
      initialProps: { hasFile: true },
    });
    act(() => jest.advanceTimersByTime(PDF_REFETCH_MS * 2));
    expect(refetch).not.toHaveBeenCalled();
    rerender({ hasFile: false });
    act(() => jest.advanceTimersByTime(PDF_REFETCH_MS - 1));
    expect(refetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('reads again after each save it is told of, the delay after the last one, once', () => {
    const refetch = jest.fn();
    const record = { hasFile: true };
    const { result } = renderHook(() => usePdfRefetch(record, refetch, 20_000));
    act(() => result.current());
    act(() => jest.advanceTimersByTime(10_000));
    // A second save restarts the wait.
    act(() => result.current());
    act(() => jest.advanceTimersByTime(19_999));
    expect(refetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
