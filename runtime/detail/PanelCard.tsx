import { Card, Title } from '@mantine/core';
import { slotKey } from './slotKey';
import { SlotContent, type SlotContentProps } from './SlotContent';

/**
 * One region below a detail screen's header: a card titled with the slot's `title` (its heading
 * names the region) holding what the slot shows ({@link SlotContent}).
 *
 * @example
 * <PanelCard slot={slot} record={patient} reload={reload} call={call} confirm={confirm} can={can} route="/patientProfile/{id}" />
 */
export function PanelCard(props: SlotContentProps) {
  const key = slotKey(props.slot);
  const headingId = `panel-${key}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-panel={key}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {props.slot.title}
      </Title>
      <SlotContent {...props} />
    </Card>
  );
}
