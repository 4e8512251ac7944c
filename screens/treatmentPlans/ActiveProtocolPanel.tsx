import { Card, List, Stack, Text } from '@mantine/core';
import { protocolDayRanges } from '../../domain/treatmentPlan/protocolDayRanges';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { useLookupOptions } from '../../runtime/form/useLookupOptions';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { message } from '../../src/generated/catalog';
import { currentProtocolIndex } from './currentProtocolIndex';

/**
 * Active Protocol on the patient profile ([protocol-box]): the protocol of the active plan whose
 * days hold today (day 1 is the plan's start date; protocol days are cumulative,
 * [protocol-day-ranges]), as a box with its days range, name, sessions per day and periods.
 */
export function ActiveProtocolPanel({ record, call }: PanelProps) {
  const patientId = Number(record.id);
  const active = useOperationQuery('getActiveTreatmentPlanForPatient', [undefined, { patientId }]);
  const types = useLookupOptions('periodTypes', call);
  const directions = useLookupOptions('periodDirections', call);
  const labelOf = (options: readonly { value: string; label: string }[], id: number) =>
    options.find((option) => option.value === String(id))?.label ?? String(id);

  if (active.isPending) return <Text c="dimmed">{message('activeProtocolLoading')}</Text>;
  const plan = active.data ?? null;
  const protocols = plan?.patient_treatment_plan_protocol ?? [];
  const index = plan
    ? currentProtocolIndex(plan.treatment_start_date, protocols, Math.floor(Date.now() / 1000))
    : -1;
  const protocol = protocols[index];
  const range = protocolDayRanges(protocols)[index];
  if (!plan || !protocol || !range) return <Text c="dimmed">{message('noActiveProtocol')}</Text>;
  return (
    <Card withBorder padding="sm" data-testid="protocol-box">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {message('activeProtocolDays', { from: range.from, to: range.to })}
        </Text>
        <Text fw={600}>{protocol.name}</Text>
        <Text size="sm">{message('activeProtocolSessionsPerDay', { sessions: protocol.sessions_per_day })}</Text>
        <List size="sm">
          {protocol.patient_treatment_plan_protocol_period.map((period) => (
            <List.Item key={period.id}>
              {message('activeProtocolPeriod', {
                minutes: period.length_of_time,
                type: labelOf(types, period.period_type_id),
                direction: labelOf(directions, period.period_direction_id),
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
