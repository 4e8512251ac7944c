import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// The NPI lookup (its search dialog and the registry client) loads with the first form that has
// an NPI field, not with the Welcome screen.
const NpiWidget = lazy(() => import('./NpiWidget').then((module) => ({ default: module.NpiWidget })));

/** The `npi` form widget, fetched when first drawn. */
export function LazyNpiWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <NpiWidget {...props} />
    </Suspense>
  );
}
