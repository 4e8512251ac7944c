// @vitest-environment jsdom
// The RTM side panel's Graphs tab over the real query hooks, with the middleware faked at the
// portal client and Plotly replaced by a stand-in that shows the traces it was given: which charts
// a knee patient and a patient of the other type see, over which days, with which values.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { PlotParams } from 'react-plotly.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperationData } from '../../src/generated/operationTypes';
import { FifteenDayGraphs } from './FifteenDayGraphs';
import { fifteenDayGraphs, type GraphSession } from './fifteenDayGraphs';

const middleware = vi.hoisted(() => ({ call: vi.fn<(operationId: string, body?: unknown, params?: unknown) => Promise<unknown>>() }));
// The portal's port sends every operation through the client's callOperation.
vi.mock('../../runtime/api/portalApi', () => ({ portalApi: () => ({ call: middleware.call, callOperation: middleware.call }) }));
vi.mock('./LazySessionPlot', () => ({
  LazySessionPlot: ({ data }: PlotParams) => <pre data-testid="plot">{JSON.stringify(data)}</pre>,
}));

type Report = OperationData<'getRecoveryReport'>;
type Day = Report['days'][number];

/** 20 days from 2026-03-01; each day has two sessions, ids 2n and 2n+1. */
function fixture(procedureTypeId: number) {
  const days: Day[] = [];
  const sessions: GraphSession[] = [];
  for (let n = 0; n < 20; n++) {
    const day = `2026-03-${String(n + 1).padStart(2, '0')}`;
    const rows = [2 * n, 2 * n + 1].map((id, index) => {
      const session: GraphSession = {
        id,
        patient_id: 7,
        date_time: `${day}T1${String(index)}:00:00.000Z`,
        status: index === 0 ? 1 : 0,
        treatment_plan_type: 2,
        flexion: 90 + n,
        extension: 10 - index,
        pain_after: n % 10,
        mets: 3.5,
        weight: 180,
        pedaling_time: index === 0 ? 600 : 300,
        revolutions: 1000 + n,
        average_pedal_radius: index === 0 ? 40 : 60,
        ambulation: 2,
        pressure_left: 20,
        pressure_right: 30,
      };
      sessions.push(session);
      return {
        id,
        date_time: session.date_time,
        treatment_plan_type: 2,
        status: session.status,
        extension: session.extension,
        flexion: session.flexion,
        pain_after: session.pain_after,
        mets: session.mets,
        weight: session.weight,
      };
    });
    days.push({
      day,
      sessions: rows,
      total_sessions: 2,
      complete_sessions: n % 2 === 0 ? 1 : 2,
      incomplete_sessions: n % 2 === 0 ? 1 : 0,
      min_extension: 9,
      max_flexion: 91 + n,
      max_pain: n % 10,
      avg_mets: 3.5,
      avg_weight: 180,
      procedureDate: false,
      treatmentStartDate: n === 0,
      missed: false,
    });
  }
  const report: Report = {
    patient_id: 7,
    procedure_type_id: procedureTypeId,
    procedure_date: '2026-02-27',
    treatment_start_date: '2026-03-01',
    treatment_end_date: null,
    days,
  };
  return { report, sessions };
}

function answer(procedureTypeId: number) {
  const { report, sessions } = fixture(procedureTypeId);
  middleware.call.mockImplementation((operationId: string) => {
    if (operationId === 'getRecoveryReport') return Promise.resolve(report);
    if (operationId === 'getAllPatientSessions') return Promise.resolve(sessions);
    return Promise.reject(new Error(`unexpected ${operationId}`));
  });
  return { report, sessions };
}

function renderGraphs() {
  render(
    <MantineProvider>
      <FifteenDayGraphs patientId={7} />
    </MantineProvider>,
  );
}

interface ShownTrace {
  name: string;
  type: string;
  x: string[];
  y: (number | null)[];
}

/** The titles of the charts drawn, in order, and each chart's traces as Plotly was given them. */
async function shownGraphs(): Promise<Map<string, ShownTrace[]>> {
  const figures = await screen.findAllByRole('figure');
  return new Map(
    figures.map((figure) => [
      figure.querySelector('[id^="rtm-graph-"]')?.textContent ?? '',
      JSON.parse(within(figure).getByTestId('plot').textContent) as ShownTrace[],
    ]),
  );
}

afterEach(() => {
  middleware.call.mockReset();
});

describe('the Graphs tab (15 days)', () => {
  it('[rtm-graphs] [rtm-graphs-by-type] a knee patient sees Extension and Flexion (degrees), Pain as bars, Ambulation, Daily Pedaling Time, Total Revolutions, Completed Sessions with the day average and Daily Average Pedal Position, over the last 15 days', async () => {
    answer(1);
    renderGraphs();
    const graphs = await shownGraphs();
    expect([...graphs.keys()]).toEqual([
      'Extension (degrees)',
      'Flexion (degrees)',
      'Pain',
      'Ambulation',
      'Daily Pedaling Time (min)',
      'Total Revolutions',
      'Completed Sessions',
      'Daily Average Pedal Position',
    ]);
    for (const traces of graphs.values()) {
      expect(traces[0]?.x).toHaveLength(15);
      expect(traces[0]?.x[0]).toBe('2026-03-06');
      expect(traces[0]?.x[14]).toBe('2026-03-20');
    }
    expect(graphs.get('Pain')?.[0]?.type).toBe('bar');
    expect(graphs.get('Flexion (degrees)')?.[0]?.y[0]).toBe(96);
    // 600 s + 300 s of pedalling a day: 15 minutes.
    expect(graphs.get('Daily Pedaling Time (min)')?.[0]?.y[0]).toBe(15);
    expect(graphs.get('Total Revolutions')?.[0]?.y[0]).toBe(2 * 1005);
    expect(graphs.get('Daily Average Pedal Position')?.[0]?.y[0]).toBe(50);
    expect(graphs.get('Ambulation')?.[0]?.y[0]).toBe(4);
    const [completed, average] = graphs.get('Completed Sessions') ?? [];
    expect(completed?.y.slice(0, 3)).toEqual([2, 1, 2]);
    // Days 6 to 20: seven days with 1 completed session and eight with 2.
    expect(average?.name).toBe('Day Average');
    expect(average?.y.every((value) => value === Math.round(((7 * 1 + 8 * 2) / 15) * 100) / 100)).toBe(true);
    expect(middleware.call).toHaveBeenCalledWith('getAllPatientSessions', undefined, { path: { id: 7 } });
  });

  it('[rtm-graphs-strength] Strength (left and right pressure, lbs) is defined but not rendered', async () => {
    const { report, sessions } = answer(1);
    renderGraphs();
    const graphs = await shownGraphs();
    expect([...graphs.keys()].some((title) => title.startsWith('Strength'))).toBe(false);
    const strength = fifteenDayGraphs(report.days.slice(5), sessions, true).find((graph) => graph.id === 'strength');
    expect(strength?.title).toBe('Strength (lbs)');
    expect(strength?.rendered).toBe(false);
    expect(strength?.traces.map((trace) => [trace.name, trace.y[0]])).toEqual([
      ['Left', 20],
      ['Right', 30],
    ]);
  });

  it('[rtm-graphs-by-type] a patient of the other type sees METs and Weight instead of the knee charts, with the same pedalling charts', async () => {
    answer(2);
    renderGraphs();
    const graphs = await shownGraphs();
    expect([...graphs.keys()]).toEqual([
      'METs',
      'Weight',
      'Daily Pedaling Time (min)',
      'Total Revolutions',
      'Completed Sessions',
      'Daily Average Pedal Position',
    ]);
    expect(graphs.get('METs')?.[0]?.y[0]).toBe(3.5);
    expect(graphs.get('Weight')?.[0]?.y[0]).toBe(180);
  });
});
