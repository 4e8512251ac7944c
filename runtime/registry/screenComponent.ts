import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A custom screen (`screens` of specs/catalog/registry.yaml): a component without props
 * (everything comes from the route), usually lazy. The app puts it in its registry, so the
 * runtime never imports `screens/`.
 */
export type ScreenComponent = ComponentType | LazyExoticComponent<ComponentType>;
