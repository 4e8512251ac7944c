import { Card, Tabs, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { PanelSlot } from '../../src/generated/spec-types';
import { registeredPanel, type PanelProps } from '../registry/panelRegistry';

/**
 * One region below a detail screen's header: a titled card holding the panel the registry has
 * under the slot's name, or, while that panel is not built yet, the empty card (with the slot's
 * tabs, the `expanded` one open), so that the layout already leaves its place.
 */
export function PanelCard(props: Omit<PanelProps, 'slot'> & { slot: PanelSlot }) {
  const { slot } = props;
  const Panel = registeredPanel(slot.panel);
  const headingId = `panel-${slot.panel}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-panel={slot.panel}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {slot.title}
      </Title>
      {Panel !== undefined ? (
        <Suspense fallback={null}>
          <Panel {...props} />
        </Suspense>
      ) : (
        slot.tabs !== undefined && (
          <Tabs defaultValue={slot.expanded ?? slot.tabs[0] ?? null}>
            <Tabs.List>
              {slot.tabs.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tab}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {slot.tabs.map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="sm">
                {null}
              </Tabs.Panel>
            ))}
          </Tabs>
        )
      )}
    </Card>
  );
}
