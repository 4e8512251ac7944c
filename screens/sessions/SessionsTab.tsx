import { Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { message } from '../../src/generated/catalog';
import { LazySessionPlot } from './LazySessionPlot';
import { ecgYTick, sensorCharts, sensorYRange, type SensorChart } from './sensorCharts';
import { historyDate, sessionTime, statusText } from './sessionFormats';

/**
 * The Sessions tab: every session of the patient (all_patient_sessions) as a chart of the knee
 * values or METs and weight with the pedalling time, and the sensor charts of one picked session
 * ([session-chart-data-calls]).
 */
export function SessionsTab({ patientId, knee }: { patientId: number; knee: boolean }) {
  const sessions = useOperationQuery('getAllPatientSessions', [undefined, { id: patientId }]);
  const [picked, setPicked] = useState<string | null>(null);
  if (sessions.isPending) return <Loader size="sm" />;
  const rows = sessions.data ?? [];
  if (rows.length === 0) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  const oldestFirst = [...rows].reverse();
  const x = oldestFirst.map((session) => session.date_time);
  const values = knee
    ? [
        { name: message('sessionHistoryFlexion'), y: oldestFirst.map((session) => session.flexion) },
        { name: message('sessionHistoryExtension'), y: oldestFirst.map((session) => session.extension) },
      ]
    : [
        { name: message('sessionHistoryMets'), y: oldestFirst.map((session) => session.mets) },
        { name: message('sessionHistoryWeight'), y: oldestFirst.map((session) => session.weight) },
      ];
  const pedaling = oldestFirst.map((session) => (session.pedaling_time === null ? null : Math.round(session.pedaling_time / 60)));
  const chosen = picked ?? String(rows.find((session) => session.status === 1)?.id ?? rows[0]?.id ?? '');
  return (
    <Stack>
      <div data-chart="sessions">
        <LazySessionPlot
          data={[
            ...values.map((trace) => ({ ...trace, x, type: 'scatter' as const, mode: 'markers' as const })),
            { name: message('sessionChartPedalingTime'), x, y: pedaling, type: 'bar' as const, yaxis: 'y2' as const, opacity: 0.4 },
          ]}
          layout={{
            autosize: true,
            height: 300,
            margin: { l: 48, r: 48, t: 16, b: 48 },
            xaxis: { automargin: true },
            yaxis: { automargin: true, title: { text: knee ? message('sessionChartDegreesAxis') : message('sessionHistoryMets') } },
            yaxis2: { automargin: true, overlaying: 'y', side: 'right', title: { text: message('sessionChartPedalingTime') } },
            legend: { orientation: 'h' },
          }}
          config={{ displayModeBar: false, responsive: true }}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </div>
      <Select
        label={message('sessionChartSession')}
        data={rows.slice(0, 60).map((session) => ({
          value: String(session.id),
          label: `${historyDate(session.date_time.slice(0, 10), false)} ${sessionTime(session.date_time)} · ${statusText(session.status)}`,
        }))}
        value={chosen}
        onChange={setPicked}
        allowDeselect={false}
        maw={360}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sensorCharts.map((chart) => (
          <SensorChartView key={chart.operation} chart={chart} sessionId={Number(chosen)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function SensorChartView({ chart, sessionId }: { chart: SensorChart; sessionId: number }) {
  const data = useOperationQuery(chart.operation, [undefined, { id: sessionId }], { enabled: sessionId > 0 });
  const samples = data.data?.samples ?? [];
  return (
    <div data-chart={chart.operation}>
      <Text fw={600} size="sm">
        {chart.title}
      </Text>
      {data.isPending ? (
        <Loader size="sm" />
      ) : samples.length === 0 ? (
        <Text c="dimmed" size="sm">
          {message('sessionChartNoSamples')}
        </Text>
      ) : (
        <SensorPlot chart={chart} samples={samples} />
      )}
    </div>
  );
}

/**
 * One sensor chart (issue 27 defect 6): its own y range (sensorYRange), its unit on the y axis
 * title and in the tooltip, and margins Plotly grows to fit its labels (automargin), so that no
 * tick or title is clipped.
 */
function SensorPlot({ chart, samples }: { chart: SensorChart; samples: NonNullable<Parameters<SensorChart['traces']>[0]> }) {
  const traces = chart.traces(samples);
  const range = sensorYRange(chart.range, traces.map((trace) => trace.y));
  const ecg = chart.operation === 'getEcgData' && range !== undefined;
  return (
    <div data-y-range={range?.join(',')}>
      <LazySessionPlot
        data={traces}
        layout={{
          autosize: true,
          height: 240,
          margin: { l: 56, r: 16, t: 8, b: 40 },
          xaxis: { automargin: true, ...(chart.timeAxis ? { title: { text: message('sessionChartTime') }, tickformat: '%H:%M' } : {}) },
          yaxis: {
            automargin: true,
            title: { text: chart.axisTitle },
            ...(range === undefined ? {} : { range }),
            ...(ecg ? { tick0: range[0], dtick: ecgYTick } : {}),
          },
          showlegend: chart.operation === 'getBloodPressureData',
          legend: { orientation: 'h', y: 1.15 },
        }}
        config={{ displayModeBar: false, responsive: true }}
        useResizeHandler
        style={{ width: '100%' }}
      />
    </div>
  );
}
