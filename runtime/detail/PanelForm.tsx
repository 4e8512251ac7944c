import { message } from '../../src/generated/catalog';
import type { Compiled } from '../../src/generated/compiled-types';
import { forms } from '../../src/generated/forms';
import type { PanelForm as PanelFormSpec } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { RecordForm } from '../form/RecordForm';
import { PanelDataState } from './PanelDataState';
import type { Row } from '../formats/cellDisplay';
import { isJsonObject } from '../api/jsonObject';

/** Props of {@link PanelForm}. */
export interface PanelFormProps {
  form: Compiled<PanelFormSpec>;
  /** The region's title, quoted when it names an unknown form. */
  title: string;
  /** The screen's record. */
  record: Row;
  call: OperationCall;
  /** Loads the screen's record again after a save. */
  reload: () => void;
}

/**
 * A form of a detail screen's region (`form`): the form of specs/forms filled with the screen's
 * record (or the object its `field` holds) and saved through the form's `update` operation (its
 * `submit` without one), as a {@link RecordForm}; the screen's record loads again after a save.
 * A field holding nothing shows the catalogue's empty text. A form name of no spec throws (the
 * linter refuses one first).
 *
 * @example
 * <PanelForm form={slot.form} title={slot.title} record={practice} call={call} reload={reload} />
 */
export function PanelForm({ form, title, record, call, reload }: PanelFormProps) {
  const spec = forms[form.form];
  if (spec === undefined) throw new Error(`The region '${title}' names the unknown form '${form.form}' (specs/forms/${form.form}.form.yaml)`);
  const edited = form.field === undefined ? record : valueAtPath(record, form.field);
  if (!isJsonObject(edited)) return <PanelDataState data={{ state: 'ready', data: null }} empty={undefined} />;
  return <RecordForm form={spec} record={{ ...edited }} call={call} onSaved={reload} submitLabel={form.submitLabel ?? message('panelFormSave')} />;
}
