import { Suspense } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelSlot } from '../../src/generated/spec-types';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import type { OperationCall } from '../core/listSpec';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { PanelChart } from './PanelChart';
import { PanelForm } from './PanelForm';
import { PanelList } from './PanelList';
import { PanelRecordCard } from './PanelRecordCard';
import { PanelTabs } from './PanelTabs';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link SlotContent}. */
export interface SlotContentProps {
  slot: Compiled<PanelSlot>;
  /** The screen's record. */
  record: Row;
  reload: () => void;
  call: OperationCall;
  confirm: ConfirmAsk;
  can: (rule: AccessRule) => boolean;
  /** The screen's route. */
  route: string;
}

/**
 * What one slot of a detail screen shows (a header part or a panel's body): the registry's
 * hand-written panel named by `panel`, or the record card, list, form or chart the slot
 * describes, or its tabs of these (`tabs` without `panel`, {@link PanelTabs}). A `panel` name the registry does not hold throws {@link UnknownNameError} (the
 * generator refuses such a name before anything renders), so no region is ever silently left out.
 *
 * @example
 * <SlotContent slot={slot} record={patient} reload={reload} call={call} confirm={confirm} can={can} route="/patientProfile/{id}" />
 */
export function SlotContent({ slot, record, reload, call, confirm, can, route }: SlotContentProps) {
  const registry = useRuntimeRegistry();
  const spec = `screen ${route}`;
  if (slot.card !== undefined) return <PanelRecordCard card={slot.card} record={record} call={call} can={can} spec={spec} />;
  if (slot.list !== undefined) return <PanelList list={slot.list} title={slot.title} route={route} record={record} call={call} />;
  if (slot.form !== undefined) return <PanelForm form={slot.form} title={slot.title} record={record} call={call} reload={reload} />;
  if (slot.chart !== undefined) return <PanelChart chart={slot.chart} title={slot.title} record={record} call={call} can={can} spec={spec} />;
  if (slot.tabs !== undefined && slot.panel === undefined) {
    return <PanelTabs tabs={slot.tabs} expanded={slot.expanded} title={slot.title} record={record} call={call} can={can} route={route} />;
  }
  const Panel = registry.panels.resolve(slot.panel, { spec });
  return (
    <Suspense fallback={null}>
      <Panel record={record} slot={slot} reload={reload} call={call} confirm={confirm} />
    </Suspense>
  );
}
