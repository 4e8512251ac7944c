import { message } from '../../src/generated/catalog';
import { forms } from '../../src/generated/forms';
import type { CompiledDialogScreen } from '../../src/generated/compiled-types';
import type { OperationCall } from '../core/listSpec';
import { FormModal } from './FormModal';

/** Props of {@link DialogScreen}. */
export interface DialogScreenProps {
  spec: Pick<CompiledDialogScreen, 'title' | 'form'> & Partial<Pick<CompiledDialogScreen, 'submitLabel' | 'failure'>>;
  call: OperationCall;
  onClose: () => void;
}

/**
 * A `kind: dialog` screen: its form in a dialog over the page shown, opened from its menu entry
 * ([bug-report-dialog]); sent with the form's `submit`, closed after the success toast. With
 * `failure: log` a failed send is only written to the console ([bug-report-failures-logged]).
 *
 * @example
 * <DialogScreen spec={reportBugSpec} call={call} onClose={close} />
 */
export function DialogScreen({ spec, call, onClose }: DialogScreenProps) {
  const form = forms[spec.form];
  if (form === undefined) throw new Error(`The dialog screen names the unknown form '${spec.form}' (specs/forms/${spec.form}.form.yaml)`);
  return <FormModal form={form} title={spec.title} call={call} onClose={onClose} submitLabel={spec.submitLabel ?? message('buttonSubmit')} failure={spec.failure ?? 'notify'} />;
}
