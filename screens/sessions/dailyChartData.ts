// The daily-value chart's data (document 2, sections 2 and 9): the last 15 or 30 days of the
// recovery report as Plotly traces, knee values (flexion, extension, pain) or the other type's
// (average METs and weight). Pure, so the chart component only draws.
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

export type RecoveryReport = OperationData<'getRecoveryReport'>;
export type ReportDay = RecoveryReport['days'][number];

export interface DailyTrace {
  name: string;
  type: 'scatter' | 'bar';
  mode?: 'lines+markers';
  x: (string | number)[];
  y: (number | null)[];
  yaxis?: 'y2';
  marker?: { color: string[] };
  opacity?: number;
}

/**
 * A pain bar's colour, by the chart variant of document 2, section 9: at least 7 red, at least 4
 * amber, else green ([pain-colour-chart-variant]).
 *
 * @example
 * painColour(7) // the red
 */
export function painColour(pain: number | null): string {
  if (pain !== null && pain >= 7) return '#e03131';
  if (pain !== null && pain >= 4) return '#f59f00';
  return '#2f9e44';
}

/**
 * The last `count` days of the report up to its last day (today, or the treatment's end).
 *
 * @example
 * lastDays(report.days, 15)
 */
export function lastDays(days: readonly ReportDay[], count: number): ReportDay[] {
  return days.slice(Math.max(0, days.length - count));
}

/**
 * The traces of the daily-value chart: x is the day (YYYY-MM-DD), one point per day with a value.
 *
 * @example
 * dailyTraces(lastDays(report.days, 30), true)
 */
export function dailyTraces(days: readonly ReportDay[], knee: boolean): DailyTrace[] {
  const x = days.map((day) => day.day);
  if (knee) {
    return [
      { name: message('sessionHistoryFlexion'), type: 'scatter', mode: 'lines+markers', x, y: days.map((day) => day.max_flexion) },
      { name: message('sessionHistoryExtension'), type: 'scatter', mode: 'lines+markers', x, y: days.map((day) => day.min_extension) },
      {
        name: message('sessionHistoryPain'),
        type: 'bar',
        x,
        y: days.map((day) => day.max_pain),
        yaxis: 'y2',
        marker: { color: days.map((day) => painColour(day.max_pain)) },
        opacity: 0.45,
      },
    ];
  }
  return [
    { name: message('sessionHistoryAvgMets'), type: 'scatter', mode: 'lines+markers', x, y: days.map((day) => day.avg_mets) },
    { name: message('sessionHistoryAvgWeight'), type: 'scatter', mode: 'lines+markers', x, y: days.map((day) => day.avg_weight), yaxis: 'y2' },
  ];
}

/** The report day a clicked point stands for, if the report has it. */
export function dayAt(days: readonly ReportDay[], x: unknown): ReportDay | undefined {
  const text = typeof x === 'string' ? x.slice(0, 10) : undefined;
  return days.find((day) => day.day === text);
}
