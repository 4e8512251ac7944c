import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlotParams } from 'react-plotly.js';

const SessionPlot = lazy(() => import('./SessionPlot'));

/** A Plotly chart, its code fetched the first time a chart shows. */
export function LazySessionPlot(props: PlotParams) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <SessionPlot {...props} />
    </Suspense>
  );
}
