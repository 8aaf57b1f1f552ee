import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's prerender and while the app hydrates it, true from then on (and at once in an app
 * rendered in the browser). For what the first screen shows in a simpler form, such as a drawing's frame
 * before the drawing's chunk has loaded: the prerender cannot wait for a lazy component, and the hydration
 * must find the markup the prerender wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
