import { Card, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { PanelSlot } from '../../src/generated/spec-types';
import { builtPanel } from '../registry/builtPanel';
import type { PanelProps } from '../registry/panelComponent';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';

/**
 * One region below a detail screen's header: a titled card holding the panel the registry has
 * under the slot's name. A panel that is not built yet has no card at all (the detail screen
 * leaves it out), so a user never meets an empty card.
 */
export function PanelCard(props: Omit<PanelProps, 'slot'> & { slot: PanelSlot }) {
  const { slot } = props;
  const Panel = builtPanel(useRuntimeRegistry(), slot.panel);
  if (Panel === undefined) return null;
  const headingId = `panel-${slot.panel}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-panel={slot.panel}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {slot.title}
      </Title>
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </Card>
  );
}
