import { Progress, Stack, Text } from '@mantine/core';
import type { ChartProps } from '../../runtime/registry/chartComponent';
import { message } from '../../src/generated/catalog';
import { planProtocolBars } from './planProtocolBars';

/**
 * The chart `planProtocols` (specs/catalog/registry.yaml): a treatment plan's protocols as bars of
 * completed against planned sessions, each with its numbers in words so that nothing rests on the
 * bar alone. The profile's Monitoring Plan draws the active plan with it ([unnamed-panel-visibility]).
 */
export function PlanProtocolsChart({ data }: ChartProps) {
  const bars = planProtocolBars(data);
  return (
    <Stack gap="xs" component="ul" aria-label={message('planProtocolChart')} data-chart="plan-protocols" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {bars.map((bar, index) => (
        <li key={`${index}-${bar.name}`}>
          <Text size="sm">{message('planProtocolSessions', { name: bar.name, completed: bar.completed, planned: bar.planned })}</Text>
          <Progress value={bar.planned === 0 ? 0 : Math.min(100, (100 * bar.completed) / bar.planned)} aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
