import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInSteps } from './use-render-in-steps';

describe('useRenderInSteps', () => {
  it('renders the first parts at once, then the rest a step at a time until all are shown', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const steps = useRenderInSteps(8, { initial: 2, step: 3 });
      seen.push(steps.shown);
      return steps;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current.shown).toBe(8));
    expect([...new Set(seen)]).toEqual([2, 5, 8]);
  });

  it('shows everything with the next render when asked', () => {
    const { result } = renderHook(() => useRenderInSteps(20, { initial: 2, step: 3 }));
    act(() => result.current.showAll());
    expect(result.current.shown).toBe(20);
  });

  it('never shows more parts than there are', () => {
    const { result } = renderHook(() => useRenderInSteps(1, { initial: 2, step: 3 }));
    expect(result.current.shown).toBe(1);
  });
});
