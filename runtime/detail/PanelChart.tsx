import { Suspense } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelChart as PanelChartSpec } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { PanelDataState } from './PanelDataState';
import { usePanelData } from './usePanelData';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link PanelChart}. */
export interface PanelChartProps {
  chart: Compiled<PanelChartSpec>;
  /** The region's title, the chart's accessible name. */
  title: string;
  /** The screen's record. */
  record: Row;
  call: OperationCall;
  can: (rule: AccessRule) => boolean;
  /** The spec's name, quoted when it names an unknown chart. */
  spec: string;
}

/**
 * A chart of a detail screen's region (`chart`): the chart the registry holds under
 * `chart.component`, drawn over the screen's record, the answer of its `source`, or the value its
 * `field` holds; the region's `empty` text when that is missing. An unknown chart throws (the
 * generator refuses one first).
 *
 * @example
 * <PanelChart chart={slot.chart} title={slot.title} record={patient} call={call} can={can} spec="screen /patientProfile/{id}" />
 */
export function PanelChart({ chart, title, record, call, can, spec }: PanelChartProps) {
  const Chart = useRuntimeRegistry().charts.resolve(chart.component, { spec });
  const data = usePanelData(chart.source, chart.field, record, call, can);
  if (data.state !== 'ready' || data.data === null || data.data === undefined) return <PanelDataState data={data} empty={chart.empty} />;
  return (
    <Suspense fallback={null}>
      <Chart data={data.data} title={title} />
    </Suspense>
  );
}
