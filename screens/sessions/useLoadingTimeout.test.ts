// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../src/generated/catalog';
import { useLoadingTimeout } from './useLoadingTimeout';

describe('useLoadingTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[treatment-loading-timeout] times the treatment loading out after 8000 ms', () => {
    expect(constants.treatmentLoadingTimeoutMs).toBe(8000);
    const { result, rerender } = renderHook(({ loading }) => useLoadingTimeout(loading, constants.treatmentLoadingTimeoutMs), {
      initialProps: { loading: true },
    });
    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('never times out a load that ends in time', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingTimeout(loading, 8000), { initialProps: { loading: true } });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe(false);
  });
});
