import { createContext, useContext } from 'react';
import { createRuntimeRegistry, type RuntimeRegistry } from './RuntimeRegistry';

// Without a provider (unit tests of one screen) only the generic implementations are known.
const RuntimeRegistryContext = createContext<RuntimeRegistry>(createRuntimeRegistry());

/** Provides the app's assembled registry to every screen below it (see `src/main.tsx`). */
export const RuntimeRegistryProvider = RuntimeRegistryContext.Provider;

/** The registry the app provides. */
export function useRuntimeRegistry(): RuntimeRegistry {
  return useContext(RuntimeRegistryContext);
}
