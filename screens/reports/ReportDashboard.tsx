import { Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { message } from '../../src/generated/catalog';
import { notifyError } from '../../runtime/errors/notifyError';
import { LazySessionPlot } from '../sessions/LazySessionPlot';
import { useOperationQuery, useReadFailure } from '../../runtime/api/operationQueries';

/**
 * The admin dashboard statistics and graphs ([reports-dashboard-stats]; document 3, section 7.5:
 * GET admin/dashboard_filters, admin/dashboard_stats/{id}, admin/dashboard_graphs). No screen of
 * the spec names them: they head the Reports screen, drawn with the clinical charts' Plotly.
 */
export function ReportDashboard() {
  const filterRows = useOperationQuery('dashboardFilters', []);
  const graphRows = useOperationQuery('dashboardGraphs', []);
  const [chosen, setPeriod] = useState<number | undefined>();
  const filters = filterRows.data;
  // The second period (else the first) until the user chooses one.
  const period = chosen ?? filters?.[1]?.id ?? filters?.[0]?.id;
  // Another period's figures replace the shown ones when they arrive.
  const statRows = useOperationQuery('dashboardStats', [undefined, { id: period ?? 0 }], { enabled: period !== undefined, placeholderData: keepPreviousData });
  const stats = statRows.data;
  const graphs = graphRows.data;
  useReadFailure(filterRows, notifyError);
  useReadFailure(graphRows, notifyError);
  useReadFailure(statRows, notifyError);
  return (
    <Stack gap="sm" component="section" aria-label={message('reportsDashboard')}>
      <Group justify="space-between" align="end">
        {filters && (
          <NativeSelect
            size="xs"
            label={message('reportsDashboardPeriod')}
            value={String(period ?? '')}
            data={filters.map((filter) => ({ value: String(filter.id), label: filter.label }))}
            onChange={(event) => setPeriod(Number(event.currentTarget.value))}
          />
        )}
        {stats === undefined && <Loader size="xs" aria-label={message('runtimeLoading')} />}
      </Group>
      {stats && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {stats.stats.map((stat) => (
            <Card key={stat.name} withBorder padding="xs" data-stat={stat.name}>
              <Text size="xs" c="gray.7">
                {stat.label}
              </Text>
              <Text fw={700} size="lg">
                {stat.value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {graphs && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          {graphs.map((graph) => (
            <Card key={graph.name} withBorder padding="xs" data-chart={graph.name}>
              <Text size="sm" fw={600}>
                {graph.title}
              </Text>
              <LazySessionPlot
                data={[{ type: 'bar', x: graph.x, y: graph.y, name: graph.title, marker: { color: '#0899b7' } }]}
                layout={{ autosize: true, height: 200, margin: { l: 36, r: 12, t: 8, b: 36 }, xaxis: { type: 'date', tickformat: '%m/%d' } }}
                config={{ displayModeBar: false, responsive: true }}
                useResizeHandler
                style={{ width: '100%' }}
              />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
