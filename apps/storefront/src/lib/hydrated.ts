import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once the page's JavaScript runs:
 * controls that need JavaScript (a button disabled until a choice is made) stay usable in a
 * browser without it, and hydration still finds what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
