import { Button, Card, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { EditorProtocol, ProtocolNumberField } from '../../domain/treatmentPlan/planEditorTypes';
import type { ProtocolDayRange } from '../../domain/treatmentPlan/protocolDayRanges';
import { protocolProblems, protocolRanges, type PeriodPatch, type ProtocolPatch } from '../../domain/treatmentPlan/protocolEditing';
import { PeriodEditor } from './PeriodEditor';
import type { LookupOption } from './periodLookups';
import { message } from '../../src/generated/catalog';

/** The protocol editor's number inputs, in the order shown, with their labels. */
const numberInputs: { field: ProtocolNumberField; label: string }[] = [
  { field: 'num_of_days', label: 'Days' },
  { field: 'sessions_per_day', label: 'Sessions per day' },
  { field: 'pedal_radius', label: 'Pedal radius' },
  { field: 'resistance', label: 'Resistance' },
  { field: 'rpm_min', label: 'RPM min' },
  { field: 'rpm_max', label: 'RPM max' },
  { field: 'pressure_limit', label: 'Pressure limit' },
];

export interface ProtocolEditorProps {
  protocol: EditorProtocol;
  position: number;
  range: ProtocolDayRange | undefined;
  typeOptions: readonly LookupOption[];
  directionOptions: readonly LookupOption[];
  onChange: (patch: ProtocolPatch) => void;
  onRemove: () => void;
  onAddPeriod: () => void;
  onRemovePeriod: (index: number) => void;
  onChangePeriod: (index: number, patch: PeriodPatch) => void;
  onMovePeriod: (from: number, to: number) => void;
}

/**
 * One protocol in editing mode: its name and numbers, each input bounded by the ranges and steps
 * of document 2, sections 5 and 9, with every problem shown at once under its input in the
 * catalogue's words, and its periods below.
 */
export function ProtocolEditor(props: ProtocolEditorProps) {
  const { protocol, position, range, onChange } = props;
  const problems = protocolProblems(protocol);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const heading = range === undefined ? `Protocol ${String(position)}` : `Protocol ${String(position)}: Days ${String(range.from)}-${String(range.to)}`;
  return (
    <Card withBorder component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {heading}
          </Title>
          <Button size="compact-sm" variant="subtle" color="red" onClick={props.onRemove}>
            {message('protocolRemove')}
          </Button>
        </Group>
        <TextInput
          label={message('protocolName', { position })}
          value={protocol.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={problemOf('name')}
          required
        />
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
          {numberInputs.map(({ field, label }) => {
            const { min, max, step } = protocolRanges[field];
            const value = protocol[field];
            return (
              <NumberInput
                key={field}
                label={label}
                aria-label={message('protocolField', { position, field: label })}
                min={min}
                max={max}
                step={step}
                allowDecimal={false}
                clampBehavior="none"
                value={Number.isFinite(value) ? value : ''}
                onChange={(next) => onChange({ [field]: typeof next === 'number' ? next : Number.NaN })}
                error={problemOf(field)}
              />
            );
          })}
        </SimpleGrid>
        <PeriodEditor
          protocolName={protocol.name}
          periods={protocol.periods}
          problems={problems}
          typeOptions={props.typeOptions}
          directionOptions={props.directionOptions}
          onChange={props.onChangePeriod}
          onMove={props.onMovePeriod}
          onAdd={props.onAddPeriod}
          onRemove={props.onRemovePeriod}
        />
      </Stack>
    </Card>
  );
}
