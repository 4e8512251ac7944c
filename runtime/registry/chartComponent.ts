import type { ComponentType, LazyExoticComponent } from 'react';

/** What a chart of a detail screen's region receives. */
export interface ChartProps {
  /** What the chart draws: the record of the screen, the answer of the region's source, or the value of its `field`; never null (the region shows its empty text instead). */
  data: unknown;
  /** The region's title, which a chart may use as its accessible name. */
  title: string;
}

/**
 * A chart of a detail screen's region (`charts` of specs/catalog/registry.yaml, named by a slot's
 * `chart.component`), usually lazy so that a chart library loads with the first chart.
 */
export type ChartComponent = ComponentType<ChartProps> | LazyExoticComponent<ComponentType<ChartProps>>;
