import { Modal } from '@mantine/core';
import { useState } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { FormSpec } from '../../src/generated/spec-types';
import type { FormErrorStore } from '../errors/formErrorStore';
import type { OperationCall } from '../core/listSpec';
import { RecordForm } from './RecordForm';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link FormModal}. */
export interface FormModalProps {
  /** The form of specs/forms: `submit` creates, `update` saves an edit (path parameters from `record`). */
  form: Compiled<FormSpec>;
  /** The modal's heading. */
  title: string;
  /** Edit mode: the record (a list row) shown in the form; its fields fill the update's path (`id` by default). */
  record?: Row;
  call: OperationCall;
  onClose: () => void;
  /** After a successful save, with the middleware's answer (a list reloads). */
  onSaved?: (answer: unknown) => void;
  /** The save button's text: 'Create' or 'Update' by mode unless given. */
  submitLabel?: string;
  /** `log`: a failed save is only written to the console, the dialog stays ([bug-report-failures-logged]). */
  failure?: 'notify' | 'log';
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore;
}

/**
 * A form of specs/forms in a modal dialog, for create and edit without leaving the page: a
 * {@link RecordForm} (the fields, widgets, messages and server field errors of a form screen, the
 * save and its success message) with Cancel. After a successful save the modal closes and
 * `onSaved` runs; a failure keeps it open with everything typed. It cannot be closed by a click
 * outside while saving.
 *
 * @example
 * <FormModal form={forms.selfPayOption} title="Create Self Pay Option" call={call} onClose={close} onSaved={reload} />
 */
export function FormModal({ form, title, record, call, onClose, onSaved, submitLabel, failure, store }: FormModalProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={!saving}>
      <RecordForm
        form={form}
        record={record}
        call={call}
        onSaved={(answer) => {
          onSaved?.(answer);
          onClose();
        }}
        onCancel={onClose}
        submitLabel={submitLabel}
        failure={failure}
        store={store}
        onSaving={setSaving}
      />
    </Modal>
  );
}
