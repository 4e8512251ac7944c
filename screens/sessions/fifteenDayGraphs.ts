// The charts of the RTM side panel's Graphs tab (document 2, section 2 "Graphs tab (15 days)"):
// per day of the last 15 of the recovery report, Extension, Flexion, Pain (bar), Ambulation,
// Daily Pedaling Time, Total Revolutions, Completed Sessions (with the day average) and Daily
// Average Pedal Position; Strength (left and right pressure) is defined but not rendered. The knee
// type has extension, flexion (degrees), pain, ambulation and strength (lbs); the other type METs
// and weight instead. Pure, so the component only draws.
import { message, type MessageKey } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { painColour, type ReportDay } from './dailyChartData';

/** A session with every field of document 2, section 3 "Session" (getAllPatientSessions). */
export type GraphSession = OperationData<'getAllPatientSessions'>[number];

/** One trace of a chart, as Plotly takes it. */
export interface GraphTrace {
  name: string;
  type: 'scatter' | 'bar';
  mode?: 'lines+markers' | 'lines';
  x: string[];
  y: (number | null)[];
  marker?: { color: string[] };
}

/** One chart of the tab. */
export interface FifteenDayGraph {
  /** Stable id (the chart's element carries it as `data-chart`). */
  id: string;
  /** Its title, with its unit where section 2 gives one. */
  title: string;
  traces: GraphTrace[];
  /** False for a chart that is defined but not drawn ([rtm-graphs-strength]). */
  rendered: boolean;
}

type Value = (sessions: readonly GraphSession[], day: ReportDay) => number | null;

const sum = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((total, value) => total + value, 0);
};
const mean = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  const total = sum(present);
  return total === null ? null : Math.round((total / present.length) * 100) / 100;
};
const max = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.max(...present);
};
const min = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.min(...present);
};

const titled = (key: MessageKey, unit?: MessageKey): string => (unit ? `${message(key)} (${message(unit)})` : message(key));

/**
 * The Graphs tab's charts for the last `count` report days (15 by the catalogue's `chartDays`):
 * the sessions of a day are those the report lists under it (by id), with the fields only
 * getAllPatientSessions answers (pedaling time, revolutions, pedal position, ambulation, pressure).
 *
 * @example
 * fifteenDayGraphs(lastDays(report.days, 15), sessions, true).filter((graph) => graph.rendered)
 */
export function fifteenDayGraphs(days: readonly ReportDay[], sessions: readonly GraphSession[], knee: boolean): FifteenDayGraph[] {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const sessionsOf = (day: ReportDay): GraphSession[] =>
    day.sessions.map((row) => byId.get(row.id)).filter((session): session is GraphSession => session !== undefined);
  const x = days.map((day) => day.day);
  const line = (name: string, value: Value): GraphTrace => ({
    name,
    type: 'scatter',
    mode: 'lines+markers',
    x,
    y: days.map((day) => value(sessionsOf(day), day)),
  });
  const graph = (id: string, title: string, traces: GraphTrace[], rendered = true): FifteenDayGraph => ({ id, title, traces, rendered });

  const completed = days.map((day) => day.complete_sessions);
  const dayAverage = mean(completed);
  const common = [
    graph('pedaling-time', titled('rtmGraphPedalingTime', 'rtmGraphMinutes'), [
      line(message('rtmGraphPedalingTime'), (daySessions) => {
        const seconds = sum(daySessions.map((session) => session.pedaling_time));
        return seconds === null ? null : Math.round(seconds / 6) / 10;
      }),
    ]),
    graph('revolutions', titled('rtmGraphRevolutions'), [
      { name: message('rtmGraphRevolutions'), type: 'bar', x, y: days.map((day) => sum(sessionsOf(day).map((session) => session.revolutions))) },
    ]),
    graph('completed-sessions', titled('rtmGraphCompletedSessions'), [
      { name: message('rtmGraphCompletedSessions'), type: 'bar', x, y: completed },
      { name: message('rtmGraphDayAverage'), type: 'scatter', mode: 'lines', x, y: days.map(() => dayAverage) },
    ]),
    graph('pedal-position', titled('rtmGraphPedalPosition'), [
      line(message('rtmGraphPedalPosition'), (daySessions) => mean(daySessions.map((session) => session.average_pedal_radius))),
    ]),
  ];
  if (!knee) {
    return [
      graph('mets', titled('rtmGraphMets'), [line(message('rtmGraphMets'), (_, day) => day.avg_mets)]),
      graph('weight', titled('rtmGraphWeight'), [line(message('rtmGraphWeight'), (_, day) => day.avg_weight)]),
      ...common,
    ];
  }
  const pain = days.map((day) => day.max_pain);
  return [
    graph('extension', titled('rtmGraphExtension', 'rtmGraphDegrees'), [
      line(message('rtmGraphExtension'), (daySessions, day) => day.min_extension ?? min(daySessions.map((session) => session.extension))),
    ]),
    graph('flexion', titled('rtmGraphFlexion', 'rtmGraphDegrees'), [
      line(message('rtmGraphFlexion'), (daySessions, day) => day.max_flexion ?? max(daySessions.map((session) => session.flexion))),
    ]),
    graph('pain', titled('rtmGraphPain'), [{ name: message('rtmGraphPain'), type: 'bar', x, y: pain, marker: { color: pain.map(painColour) } }]),
    graph('ambulation', titled('rtmGraphAmbulation'), [line(message('rtmGraphAmbulation'), (daySessions) => sum(daySessions.map((session) => session.ambulation)))]),
    ...common,
    // [rtm-graphs-strength] defined (left and right pressure, lbs) but not rendered.
    graph(
      'strength',
      titled('rtmGraphStrength', 'rtmGraphLbs'),
      [
        line(message('rtmGraphStrengthLeft'), (daySessions) => mean(daySessions.map((session) => session.pressure_left))),
        line(message('rtmGraphStrengthRight'), (daySessions) => mean(daySessions.map((session) => session.pressure_right))),
      ],
      false,
    ),
  ];
}
