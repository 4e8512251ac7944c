import type { AccessRule } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelCard } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { CellView } from '../formats/CellView';
import { useFormatResolver } from '../registry/formatRegistry';
import { LabelledValues } from './LabelledValues';
import { PanelDataState } from './PanelDataState';
import { usePanelData } from './usePanelData';
import type { Row } from '../formats/cellDisplay';
import { isJsonObject } from '../api/jsonObject';

/** Props of {@link PanelRecordCard}. */
export interface PanelRecordCardProps {
  card: Compiled<PanelCard>;
  /** The screen's record. */
  record: Row;
  call: OperationCall;
  can: (rule: AccessRule) => boolean;
  /** The spec's name, quoted when it names an unknown format. */
  spec: string;
}

/**
 * A record card of a detail screen's region (`card`): the labelled values of one record (the
 * screen's, the answer of the card's `source`, or the object its `field` holds), each through
 * the format registry, as a description list; a missing value shows the catalogue's
 * `panelValueMissing`, a missing record the card's `empty` text.
 *
 * @example
 * <PanelRecordCard card={slot.card} record={patient} call={call} can={can} spec="screen /patientProfile/{id}" />
 */
export function PanelRecordCard({ card, record, call, can, spec }: PanelRecordCardProps) {
  const resolveFormat = useFormatResolver();
  const data = usePanelData(card.source, card.field, record, call, can);
  if (data.state !== 'ready' || !isJsonObject(data.data)) return <PanelDataState data={data} empty={card.empty} />;
  const shown = data.data;
  return (
    <LabelledValues
      columns={2}
      values={card.fields.map((field) => {
        const display = resolveFormat(field.format, spec)(valueAtPath(shown, field.field), shown);
        return { field: field.field, label: field.label, value: display.kind === 'empty' ? message('panelValueMissing') : <CellView display={display} /> };
      })}
    />
  );
}
