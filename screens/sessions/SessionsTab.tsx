import { Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { message } from '../../src/generated/catalog';
import { LazySessionPlot } from './LazySessionPlot';
import { sensorCharts, sensorYRange, sensorYTick, type SensorChart } from './sensorCharts';
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
            yaxis2: { overlaying: 'y', side: 'right' },
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
        <LazySessionPlot
          data={chart.traces(samples)}
          layout={{
            autosize: true,
            height: 220,
            margin: { l: 48, r: 16, t: 8, b: 32 },
            yaxis: { range: sensorYRange, tick0: sensorYRange[0], dtick: sensorYTick },
            showlegend: false,
          }}
          config={{ displayModeBar: false, responsive: true }}
          useResizeHandler
          style={{ width: '100%' }}
        />
      )}
    </div>
  );
}
