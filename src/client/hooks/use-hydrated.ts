/**
 * False while React hydrates the component (the prerendered page is being
 * taken over), true from then on. A part of the page that hydrates late
 * (its screen's chunk arrived after the rest) must first render what the
 * server rendered, even if data has come in meanwhile; React reads the
 * server snapshot exactly then (decision 018).
 */
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
