import type { Registry } from '@rjsf/utils';
import type { AccessRule } from '../../src/generated/access';
import type { OperationCall } from '../list/listSpec';

/** What the form screen gives its widgets through RJSF's `formContext`. */
export interface FormContext {
  /** Calls a middleware operation (lookups of a select); the portal's API client in the app. */
  call: OperationCall;
  /** True when the signed-in user satisfies `rule` (a widget's own access option, e.g. Generate Password). */
  can?: (rule: AccessRule) => boolean;
  /** Sets form fields by dotted path (a widget that fills more than its own field). */
  setFields?: (values: Readonly<Record<string, unknown>>) => void;
  /** The id of the record being edited (edit mode), for widgets that call with it (picture upload). */
  recordId?: string | undefined;
}

/**
 * The {@link FormContext} of a widget's registry; throws when a widget is rendered outside the
 * form screen, which would otherwise leave a select silently empty.
 *
 * @example
 * const { call } = formContextOf(props.registry);
 */
export function formContextOf(registry: Pick<Registry, 'formContext'>): FormContext {
  const context = registry.formContext as Partial<FormContext> | undefined;
  if (typeof context?.call !== 'function') throw new Error('A form widget needs the formContext of FormScreen ({ call })');
  return context as FormContext;
}
