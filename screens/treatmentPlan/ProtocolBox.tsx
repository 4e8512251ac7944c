import { Card, Group, List, Text, Title } from '@mantine/core';
import type { EditorProtocol } from '../../domain/treatmentPlan/planEditorTypes';
import type { ProtocolDayRange } from '../../domain/treatmentPlan/protocolDayRanges';
import { optionLabel, type LookupOption } from './periodLookups';
import { message } from '../../src/generated/catalog';

export interface ProtocolBoxProps {
  protocol: EditorProtocol;
  range: ProtocolDayRange | undefined;
  typeOptions: readonly LookupOption[];
  directionOptions: readonly LookupOption[];
}

/** 'Days 1-3', or 'Day 4' for a protocol of one day. */
export function daysLabel(range: ProtocolDayRange): string {
  return range.from === range.to ? `Day ${String(range.from)}` : `Days ${String(range.from)}-${String(range.to)}`;
}

/**
 * A protocol in view mode ([protocol-box]): its day range within the plan, its name, its
 * sessions per day and its periods in order.
 */
export function ProtocolBox({ protocol, range, typeOptions, directionOptions }: ProtocolBoxProps) {
  const days = range === undefined ? '' : daysLabel(range);
  return (
    <Card withBorder component="section" aria-label={`${days} ${protocol.name}`.trim()}>
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5">
          {protocol.name}
        </Title>
        <Text fw={600}>{days}</Text>
      </Group>
      <Text size="sm">{message('protocolSessionsPerDay', { sessions: protocol.sessions_per_day })}</Text>
      <List size="sm" mt="xs" type="ordered" aria-label={message('periodsOf', { protocol: protocol.name })}>
        {protocol.periods.map((period, index) => (
          <List.Item key={index}>
            {message('protocolPeriodLine', {
              minutes: period.length_of_time,
              type: optionLabel(typeOptions, period.period_type_id),
              direction: optionLabel(directionOptions, period.period_direction_id),
            })}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
