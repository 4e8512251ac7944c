import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { constants, message } from '../../src/generated/catalog';
import { lastDays } from './dailyChartData';
import { fifteenDayGraphs, type FifteenDayGraph } from './fifteenDayGraphs';
import { LazySessionPlot } from './LazySessionPlot';
import { useRecoveryReport } from './useRecoveryReport';

export interface FifteenDayGraphsProps {
  patientId: number;
}

/**
 * The RTM side panel's Graphs tab (document 2, section 2 "Graphs tab (15 days)";
 * [rtm-graphs], [rtm-graphs-by-type], [rtm-graphs-strength]): one small chart per value of the
 * last 15 days, from the recovery report (the days, as Session History counts them) and every
 * session of the patient (the pedalling values). Strength is defined but not drawn.
 *
 * @example
 * <FifteenDayGraphs patientId={42} />
 */
export function FifteenDayGraphs({ patientId }: FifteenDayGraphsProps) {
  const { report, loading, timedOut, failed } = useRecoveryReport(patientId);
  const sessions = useOperationQuery('getAllPatientSessions', [undefined, { id: patientId }]);
  if (timedOut) return <Text c="red">{message('sessionChartLoadTimeout')}</Text>;
  if (loading || sessions.isPending) return <Loader size="sm" />;
  if (failed || sessions.isError || !report) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  const knee = report.procedure_type_id === constants.kneeProcedureTypeId;
  const graphs = fifteenDayGraphs(lastDays(report.days, constants.chartDays), sessions.data, knee).filter((graph) => graph.rendered);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {graphs.map((graph) => (
        <GraphBox key={graph.id} graph={graph} />
      ))}
    </SimpleGrid>
  );
}

/** One titled chart. */
function GraphBox({ graph }: { graph: FifteenDayGraph }) {
  const headingId = `rtm-graph-${graph.id}`;
  return (
    <Stack gap={2} role="figure" aria-labelledby={headingId} data-chart={graph.id}>
      <Text size="sm" fw={600} id={headingId}>
        {graph.title}
      </Text>
      <LazySessionPlot
        data={graph.traces}
        layout={{
          autosize: true,
          height: 200,
          margin: { l: 40, r: 16, t: 8, b: 36 },
          xaxis: { type: 'date', tickformat: '%m/%d', automargin: true },
          showlegend: graph.traces.length > 1,
          legend: { orientation: 'h' },
          barmode: 'overlay',
        }}
        config={{ displayModeBar: false, responsive: true }}
        useResizeHandler
        style={{ width: '100%' }}
      />
    </Stack>
  );
}
