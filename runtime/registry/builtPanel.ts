import type { PanelComponent } from './panelComponent';
import type { RuntimeRegistry } from './RuntimeRegistry';

/** The implementation of a part or panel name in `registry`, or undefined while it is not built yet. */
export function builtPanel(registry: RuntimeRegistry, name: string): PanelComponent | undefined {
  return registry.panels.has(name) ? registry.panels.resolve(name, { spec: 'detail screen' }) : undefined;
}
