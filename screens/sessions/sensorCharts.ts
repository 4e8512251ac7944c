// The Sessions tab's sensor charts (document 2, sections 3 "Session chart data" and 9): which call
// answers which chart and how its samples become traces; every sensor chart's y axis spans
// sensorChartYMin..sensorChartYMax ([sensor-chart-y-axis]).
import { constants, message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import type { DailyTrace } from './dailyChartData';

type Sample = OperationData<'getO2Data'>['samples'][number];

export type SensorOperation = 'getPedalRadiusData' | 'getO2Data' | 'getBloodPressureData' | 'getEcgData' | 'getRpeData';

export interface SensorChart {
  operation: SensorOperation;
  title: string;
  traces: (samples: readonly Sample[]) => Omit<DailyTrace, 'yaxis'>[];
}

const series = (name: string, samples: readonly Sample[], value: (sample: Sample) => number | undefined) => ({
  name,
  type: 'scatter' as const,
  mode: 'lines+markers' as const,
  x: samples.map((sample) => sample.date_time),
  y: samples.map((sample) => value(sample) ?? null),
});

/** The y range of every sensor chart. */
export const sensorYRange: [number, number] = [constants.sensorChartYMin, constants.sensorChartYMax];

/** Ticks every sixth of the range, so that both ends are labelled. */
export const sensorYTick = (constants.sensorChartYMax - constants.sensorChartYMin) / 6;

/** The five sensor charts, in the order the tab shows them. */
export const sensorCharts: readonly SensorChart[] = [
  {
    operation: 'getPedalRadiusData',
    title: message('sessionChartPedalRadius'),
    traces: (samples) => [series(message('sessionChartPedalRadius'), samples, (sample) => sample.adjustment_value)],
  },
  { operation: 'getO2Data', title: message('sessionChartO2'), traces: (samples) => [series(message('sessionChartO2'), samples, (sample) => sample.o2_value)] },
  {
    operation: 'getBloodPressureData',
    title: message('sessionChartBloodPressure'),
    traces: (samples) => [
      series(message('sessionChartSystolic'), samples, (sample) => sample.systolic_value),
      series(message('sessionChartDiastolic'), samples, (sample) => sample.diastolic_value),
    ],
  },
  {
    operation: 'getEcgData',
    title: message('sessionChartEcg'),
    // An ECG sample is a strip of (x, y) points; the strips follow each other on one axis.
    traces: (samples) => [
      {
        name: message('sessionChartEcg'),
        type: 'scatter',
        mode: 'lines+markers',
        x: samples.flatMap((sample, strip) => (sample.ecg_data ?? []).map((point) => strip * 1000 + point.x)),
        y: samples.flatMap((sample) => (sample.ecg_data ?? []).map((point) => point.y)),
      },
    ],
  },
  { operation: 'getRpeData', title: message('sessionChartRpe'), traces: (samples) => [series(message('sessionChartRpe'), samples, (sample) => sample.rpe_response_value)] },
];
