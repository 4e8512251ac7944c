import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSpecOperationQuery } from '../api/operationQueries';
import type { Compiled } from '../../src/generated/compiled-types';
import type { ListSummary } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import { valueAtPath } from '../core/formFieldPaths';
import { CellView } from '../formats/CellView';
import type { Row } from '../formats/cellDisplay';
import { useFormatResolver } from '../registry/formatRegistry';
import type { OperationCall } from '../core/listSpec';

/** Props of {@link ListSummaryCards}. */
export interface ListSummaryCardsProps {
  summary: Compiled<ListSummary>;
  call: OperationCall;
  /** Changes whenever the list reloads, so the counts follow it. */
  reloadKey: unknown;
  /** The spec's name, quoted when a stat names an unknown format. */
  spec: string;
}

/**
 * The summary cards of a list spec (`summary`): one card per row the operation answers, titled by
 * the row's `title` field, with each stat's label and value (e.g. a device product's 'With
 * Patients' and 'In Stock'). Loaded with the list and again when it reloads; nothing shows while
 * loading or when the call fails (the list itself reports failures).
 */
export function ListSummaryCards({ summary, call, reloadKey, spec }: ListSummaryCardsProps) {
  const resolveFormat = useFormatResolver();
  const summaryRows = useSpecOperationQuery(summary.operation, undefined, undefined, { call, reloadOn: reloadKey });
  const payload = summaryRows.data;
  const rows = Array.isArray(payload) ? payload.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
  if (rows.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(rows.length, 3) }} spacing="md" role="list" aria-label={message('listSummaryLabel')}>
      {rows.map((row, index) => {
        const titleValue = valueAtPath(row, summary.title);
        const title = typeof titleValue === 'string' || typeof titleValue === 'number' ? String(titleValue) : '';
        return (
          <Card key={`${title}-${index}`} withBorder radius="md" padding="md" role="listitem" aria-label={title}>
            <Text fw={600} mb="xs">
              {title}
            </Text>
            <Group gap="xl">
              {summary.stats.map((stat) => (
                <Stack key={stat.field} gap={0}>
                  <Text size="xl" fw={700} data-stat={stat.label}>
                    <CellView display={resolveFormat(stat.format, spec)(valueAtPath(row, stat.field), row)} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {stat.label}
                  </Text>
                </Stack>
              ))}
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
