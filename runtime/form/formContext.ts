import type { Registry } from '@rjsf/utils';
import type { AccessRule } from '../../src/generated/access';
import type { JsonObject } from '../api/jsonObject';
import type { OperationCall } from '../core/listSpec';

/** What the form screen gives its widgets through RJSF's `formContext`. */
export interface FormContext {
  /** Calls a middleware operation (lookups of a select); the portal's API client in the app. */
  call: OperationCall;
  /** True when the signed-in user satisfies `rule` (a widget's own access option, e.g. Generate Password). */
  can?: (rule: AccessRule) => boolean;
  /** The id of the record being edited (edit mode), for widgets that call with it (picture upload). */
  recordId?: string | undefined;
  /**
   * Sets several fields at once by field path (`name`, `address.city`); lookup widgets (NPI,
   * address) fill the form with the result the user chose. Absent outside a form screen.
   */
  fill?: (values: Readonly<JsonObject>) => void;
  /** The field path of a widget id (`root_address_line_1` → `address.line_1`). */
  pathOf?: (id: string) => string | undefined;
  /**
   * The files chosen in `file` widgets, by field path: the form data holds only the file's name
   * (so the schema validates a string), and the submit sends the file itself. Absent where a form
   * takes no files.
   */
  files?: Map<string, File>;
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
