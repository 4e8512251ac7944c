// Spec hot updates in `npm run dev`: a saved screen spec recompiles its module
// (src/generated/screens/<name>.ts), which the dev server's cadence-specs plugin makes accept its
// own update and publish the new compiled screen here; the open page re-renders with it and keeps
// its state (typed text, scroll, open rows). A production build never publishes anything.
import { useSyncExternalStore } from 'react';
import type { CompiledScreen } from './generated/compiled-types';

const latest = new Map<string, CompiledScreen>();
const listeners = new Set<() => void>();

/**
 * Makes `screen` the one shown for its route from now on (called by a hot-updated screen module).
 *
 * @example
 * publishScreen({ ...screen, title: 'Patients (new)' });
 */
export function publishScreen(screen: CompiledScreen): void {
  latest.set(screen.route, screen);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The newest compiled version of `screen` (its route's last hot update, else `screen` itself).
 *
 * @example
 * const spec = useLatestScreen(screen); // re-renders when the spec file is saved in `npm run dev`
 */
export function useLatestScreen(screen: CompiledScreen): CompiledScreen {
  const read = () => latest.get(screen.route) ?? screen;
  return useSyncExternalStore(subscribe, read, read);
}
