// The Sessions tab's sensor charts (document 2, sections 3 "Session chart data" and 9): which call
// answers which chart and how its samples become traces. Each chart has its own y axis (issue 27
// defect 6): its unit on the axis title and in the tooltip, and a range from its own data, except
// where a range is fixed: the ECG strip spans sensorChartYMin..sensorChartYMax as the spec says
// ([sensor-chart-y-axis]), RPE the Borg scale (rpeScaleMin..rpeScaleMax); a fixed range still
// widens to show a value outside it.
import { constants, message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import type { DailyTrace } from './dailyChartData';

type Sample = OperationData<'getO2Data'>['samples'][number];

export type SensorOperation = 'getPedalRadiusData' | 'getO2Data' | 'getBloodPressureData' | 'getEcgData' | 'getRpeData';

export type SensorTrace = Omit<DailyTrace, 'yaxis'> & { hovertemplate?: string };

export interface SensorChart {
  operation: SensorOperation;
  title: string;
  /** The y axis title, with its unit. */
  axisTitle: string;
  /** The unit the tooltip shows after a value. */
  unit: string;
  /** A fixed y range (widened to hold a value outside it); none: the data's own domain. */
  range?: readonly [number, number];
  /** Whether the x axis is the time of day (else the ECG strip's sample index). */
  timeAxis: boolean;
  traces: (samples: readonly Sample[]) => SensorTrace[];
}

const tooltip = (name: string, unit: string) => `${name}: %{y} ${unit}<extra></extra>`;

const series = (name: string, unit: string, samples: readonly Sample[], value: (sample: Sample) => number | undefined): SensorTrace => ({
  name,
  type: 'scatter' as const,
  mode: 'lines+markers' as const,
  x: samples.map((sample) => sample.date_time),
  y: samples.map((sample) => value(sample) ?? null),
  hovertemplate: tooltip(name, unit),
});

/** The ECG strip's y range (the spec's sensor chart range). */
export const ecgYRange: [number, number] = [constants.sensorChartYMin, constants.sensorChartYMax];

/** Ticks every sixth of the ECG range, so that both ends are labelled. */
export const ecgYTick = (constants.sensorChartYMax - constants.sensorChartYMin) / 6;

/**
 * The y range of a chart: its fixed range widened to every value, else the values' own span with a
 * tenth of it (at least 1) as margin on each side, so that a flat line sits mid-chart.
 *
 * @example
 * sensorYRange(undefined, [[95, 97, 99]]); // [94, 100]
 * sensorYRange([6, 20], [[9, 16]]); // [6, 20]
 */
export function sensorYRange(fixed: readonly [number, number] | undefined, values: readonly (readonly (number | null)[])[]): [number, number] | undefined {
  const numbers = values.flat().filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return fixed === undefined ? undefined : [fixed[0], fixed[1]];
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  if (fixed !== undefined) return [Math.min(fixed[0], low), Math.max(fixed[1], high)];
  const margin = Math.max(1, (high - low) / 10);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}

const ecgName = message('sessionChartEcg');

/** The five sensor charts, in the order the tab shows them. */
export const sensorCharts: readonly SensorChart[] = [
  {
    operation: 'getPedalRadiusData',
    title: message('sessionChartPedalRadius'),
    axisTitle: message('sessionChartPedalRadiusAxis'),
    unit: message('sessionChartUnitMm'),
    timeAxis: true,
    traces: (samples) => [series(message('sessionChartPedalRadius'), message('sessionChartUnitMm'), samples, (sample) => sample.adjustment_value)],
  },
  {
    operation: 'getO2Data',
    title: message('sessionChartO2'),
    axisTitle: message('sessionChartO2Axis'),
    unit: message('sessionChartUnitPercent'),
    timeAxis: true,
    traces: (samples) => [series(message('sessionChartO2'), message('sessionChartUnitPercent'), samples, (sample) => sample.o2_value)],
  },
  {
    operation: 'getBloodPressureData',
    title: message('sessionChartBloodPressure'),
    axisTitle: message('sessionChartBloodPressureAxis'),
    unit: message('sessionChartUnitMmHg'),
    timeAxis: true,
    traces: (samples) => [
      series(message('sessionChartSystolic'), message('sessionChartUnitMmHg'), samples, (sample) => sample.systolic_value),
      series(message('sessionChartDiastolic'), message('sessionChartUnitMmHg'), samples, (sample) => sample.diastolic_value),
    ],
  },
  {
    operation: 'getEcgData',
    title: ecgName,
    axisTitle: message('sessionChartEcgAxis'),
    unit: message('sessionChartUnitMicrovolt'),
    range: ecgYRange,
    timeAxis: false,
    // An ECG sample is a strip of (x, y) points; the strips follow each other on one axis.
    traces: (samples) => [
      {
        name: ecgName,
        type: 'scatter',
        mode: 'lines+markers',
        x: samples.flatMap((sample, strip) => (sample.ecg_data ?? []).map((point) => strip * 1000 + point.x)),
        y: samples.flatMap((sample) => (sample.ecg_data ?? []).map((point) => point.y)),
        hovertemplate: tooltip(ecgName, message('sessionChartUnitMicrovolt')),
      },
    ],
  },
  {
    operation: 'getRpeData',
    title: message('sessionChartRpe'),
    axisTitle: message('sessionChartRpeAxis'),
    unit: message('sessionChartUnitRpe'),
    range: [constants.rpeScaleMin, constants.rpeScaleMax],
    timeAxis: true,
    traces: (samples) => [series(message('sessionChartRpe'), message('sessionChartUnitRpe'), samples, (sample) => sample.rpe_response_value)],
  },
];
