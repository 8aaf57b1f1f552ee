import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreloadView } from './preload-view';

describe('usePreloadView', () => {
  it('asks for the view once the list has shown, and only once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ ready }) => usePreloadView(load, ready), {
      initialProps: { ready: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a chunk that fails to where the view is opened', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadView(load, true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('asks for nothing once the list is gone before the browser was idle', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePreloadView(load, true));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });
});
