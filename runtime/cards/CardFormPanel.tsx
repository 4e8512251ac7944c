import { Button, Group } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { forms } from '../../src/generated/forms';
import type { Compiled } from '../../src/generated/compiled-types';
import type { CardForm as CardFormSpec } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import { useSpecOperationMutation } from '../api/operationQueries';
import type { JsonObject } from '../api/jsonObject';
import { catalogText } from '../catalog/catalogText';
import { actionCall } from '../core/actionCall';
import { actionConfirm } from '../core/actionState';
import { conditionHolds } from '../core/condition';
import { fillTemplate } from '../core/fillTemplate';
import { askConfirm } from '../dialogs/confirmStore';
import { formErrorStore } from '../errors/formErrorStore';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { formFieldPaths } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { useSession } from '../session/SessionContext';
import { showSuccess } from '../toasts/showSuccess';
import { CardForm } from './CardForm';
import { CardFormLink } from './CardFormLink';
import { cardFormBody, initialFormData, requiredFilled } from './cardsData';

/** Props of {@link CardFormPanel}. */
export interface CardFormPanelProps {
  spec: Compiled<CardFormSpec>;
  /** The card's record (its `values` fill the body), with the values a card part opened the form with; none for a new card. */
  record?: Row;
  call: OperationCall;
  label: string;
  /** After a successful submit or delete (the caller closes the dialog or the new card, and reloads). */
  onDone: () => void;
  onCancel: () => void;
  /** The prefix of the form's field ids, unique on the page (several new cards may be open). */
  idPrefix?: string;
}

/**
 * A form of specs/forms with its submit and cancel buttons, as a card action's dialog (Upload
 * Firmware), a card part's dialog (a licence) or a new card (a user guide to upload) shows it:
 * its fields start from `initial` (the record, and the object of its list matching it); the
 * submit button stays disabled until every field of `requires` has a value
 * ([firmware-upload-required]); submitting sends the form's data with the chosen files, the
 * card's `values` and the `constants` to `operation` ([firmware-upload-call],
 * [user-guides-upload-call]), then shows `success`. A refusal goes to the error notifier (a field
 * error under its field) and the form keeps what was entered. `link` opens an address read from
 * an operation; `delete` removes the object the form started from after its confirmation; where
 * `readOnlyWhen` holds the fields are read-only, without submit nor delete, and cancel reads Close.
 *
 * @example
 * <CardFormPanel spec={action.form} record={type} call={call} label="Upload Firmware" onDone={close} onCancel={close} />
 */
export function CardFormPanel({ spec, record = {}, call, label, onDone, onCancel, idPrefix }: CardFormPanelProps) {
  const form = forms[spec.form];
  if (form === undefined) throw new Error(`A card form names the unknown form '${spec.form}' (specs/forms/${spec.form}.form.yaml)`);
  const { can } = useSession();
  const files = useRef(new Map<string, File>()).current;
  const paths = useMemo(() => formFieldPaths(form.schema), [form.schema]);
  // Where the fields start, worked out once: the form is controlled from then on.
  const [start] = useState(() => initialFormData(spec.initial, record, paths));
  const [data, setData] = useState<JsonObject>(start.data);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: write } = useSpecOperationMutation(spec.operation, { call });
  const readOnly = spec.readOnlyWhen !== undefined && conditionHolds(spec.readOnlyWhen, record, can);
  const remove = spec.delete;

  const clearErrors = () => {
    for (const path of paths) formErrorStore.clear(path);
  };

  const submit = async (formData: JsonObject) => {
    setSaving(true);
    clearErrors();
    try {
      await write({ body: cardFormBody(formData, spec.values, spec.constants, record, files) });
      showSuccess(spec.success ?? message('success'));
      onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const deleteStart = async () => {
    if (remove === undefined || start.from === undefined) return;
    const question = actionConfirm({ label: remove.label, confirm: remove.confirm, color: 'red' }, (text) => fillTemplate(catalogText(text), record));
    if (question !== undefined && !(await askConfirm(question))) return;
    setSaving(true);
    try {
      await write(actionCall({ operation: remove.operation, params: remove.params }, start.from));
      showSuccess(catalogText(remove.success));
      onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <CardForm
      idPrefix={idPrefix}
      form={form}
      data={data}
      onChange={setData}
      onSubmit={(formData) => void submit(formData)}
      files={files}
      call={call}
      disabled={saving}
      readOnly={readOnly}
      label={label}
    >
      {spec.link !== undefined && <CardFormLink spec={spec.link} from={start.from ?? record} call={call} />}
      <Group mt="md" justify={remove === undefined ? undefined : 'flex-end'}>
        {!readOnly && remove !== undefined && start.from !== undefined && (
          <Button color="red" variant="light" disabled={saving} onClick={() => void deleteStart()}>
            {catalogText(remove.label)}
          </Button>
        )}
        {!readOnly && (
          <Button type="submit" loading={saving} disabled={saving || !requiredFilled(spec.requires, data)}>
            {catalogText(spec.submitLabel ?? 'Save')}
          </Button>
        )}
        <Button
          variant="default"
          disabled={saving}
          onClick={() => {
            clearErrors();
            onCancel();
          }}
        >
          {readOnly ? message('cardFormClose') : catalogText(spec.cancelLabel ?? 'Cancel')}
        </Button>
      </Group>
    </CardForm>
  );
}
