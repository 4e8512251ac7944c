import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { MachineLoader } from '../registry/machineLoader';

// One load per loader for the page's life: a wizard opened again starts at once.
const loads = new WeakMap<MachineLoader, Promise<AnyStateMachine>>();

function loadOnce(loader: MachineLoader): Promise<AnyStateMachine> {
  let load = loads.get(loader);
  if (load === undefined) {
    load = loader();
    loads.set(loader, load);
  }
  return load;
}

/**
 * The machine `loader` answers, or undefined while it loads (or when there is no loader). A failed
 * load (the network dropped the chunk) is thrown on render, so the route's error boundary shows it.
 */
export function useLoadedMachine(loader: MachineLoader | undefined): AnyStateMachine | undefined {
  const [loaded, setLoaded] = useState<{ loader: MachineLoader; machine: AnyStateMachine } | { loader: MachineLoader; error: unknown }>();
  useEffect(() => {
    if (loader === undefined) return;
    let current = true;
    loadOnce(loader).then(
      (machine) => current && setLoaded({ loader, machine }),
      (error: unknown) => current && setLoaded({ loader, error }),
    );
    return () => {
      current = false;
    };
  }, [loader]);
  if (loader === undefined || loaded === undefined || loaded.loader !== loader) return undefined;
  if ('error' in loaded) throw loaded.error;
  return loaded.machine;
}
