import type { ComponentType, LazyExoticComponent } from 'react';
import { Registry } from './Registry';

/** A custom screen: a component without props (everything comes from the route), usually lazy. */
export type ScreenComponent = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * Custom screens by registry name. The app registers them at startup, so the runtime never
 * imports `screens/` (the design forbids importing upwards).
 */
export const screenRegistry = new Registry<ScreenComponent>('screen');

/**
 * Registers a custom screen under its `specs/catalog/registry.yaml` name.
 *
 * @example
 * registerScreen('login', lazy(() => import('../screens/login/LoginScreen')));
 */
export function registerScreen(name: string, screen: ScreenComponent): void {
  screenRegistry.register(name, screen);
}

/** The custom screen a spec names; throws naming the spec and the nearest name when unknown. */
export function resolveScreen(name: string, spec: string): ScreenComponent {
  return screenRegistry.resolve(name, { spec });
}
