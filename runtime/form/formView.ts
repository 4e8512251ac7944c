import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { AccessRule } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import type { FormSpec } from '../../src/generated/spec-types';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

/** What RJSF renders for one user: the schema and uiSchema of the fields they may see. */
export interface FormView {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function viewOf(schema: JsonObject, ui: JsonObject, can: (rule: AccessRule) => boolean, editing: boolean): FormView {
  const properties = asJsonObject(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const keptProperties: JsonObject = {};
  const uiSchema: JsonObject = { ...ui };
  for (const [name, property] of Object.entries(properties)) {
    const fieldUi = asJsonObject(ui[name]);
    const { access, editAccess, editDenied, ...options } = asJsonObject(fieldUi['ui:options']);
    // A field the user may not see is left out of the schema, so it is neither shown nor sent;
    // `editAccess` applies only while a saved record is edited (another user's password), and
    // with `editDenied: readonly` the field stays in sight, read-only (their e-mail, username).
    const editRefused = editing && editAccess !== undefined && !can(editAccess as AccessRule);
    if ((access !== undefined && !can(access as AccessRule)) || (editRefused && editDenied !== 'readonly')) {
      delete uiSchema[name];
      continue;
    }
    const propertySchema = asJsonObject(property);
    if (propertySchema.type === 'object') {
      const nested = viewOf(propertySchema, fieldUi, can, editing);
      keptProperties[name] = nested.schema;
      // An object without a title is a group of fields, not a field: no heading of its own.
      uiSchema[name] = propertySchema.title === undefined ? { 'ui:label': false, ...nested.uiSchema } : nested.uiSchema;
      continue;
    }
    keptProperties[name] = propertySchema;
    const fieldOptions = { ...options };
    const fieldView: JsonObject = { ...fieldUi };
    if (editRefused) fieldView['ui:readonly'] = true;
    if (required.includes(name)) {
      const title = typeof fieldUi['ui:title'] === 'string' ? fieldUi['ui:title'] : propertySchema.title;
      fieldView['ui:title'] = `${typeof title === 'string' ? title : name} ${message('requiredLabel')}`;
      // The label says '(Required)' already; Mantine's asterisk would say it twice.
      fieldOptions.withAsterisk = false;
    }
    if (Object.keys(fieldOptions).length > 0) fieldView['ui:options'] = fieldOptions;
    else delete fieldView['ui:options'];
    uiSchema[name] = fieldView;
  }
  const keptRequired = required.filter((name) => name in keptProperties);
  return {
    schema: { ...schema, properties: keptProperties, ...(Array.isArray(schema.required) ? { required: keptRequired } : {}) } as RJSFSchema,
    uiSchema: uiSchema as UiSchema,
  };
}

/**
 * The form as one user sees it: fields whose `ui:options.access` rule the user fails are left out
 * (the template URL is for super users only, [practice-template-url-visibility]); required fields
 * carry '(Required)' on their label ([required-marker]); the runtime-only `access` option is
 * removed so that it never reaches an input. With `editing`, fields whose `ui:options.editAccess`
 * rule the user fails are left out too (the server refuses them on an update: the password of a
 * user, for callers without the password tools), or shown read-only with `editDenied: readonly`
 * (its e-mail and username: still seen, and sent unchanged). Objects are walked field by field.
 *
 * @example
 * const { schema, uiSchema } = formView(forms.practice, session.can);
 */
export function formView(form: Pick<FormSpec, 'schema' | 'uiSchema'>, can: (rule: AccessRule) => boolean, editing = false): FormView {
  return viewOf(form.schema, asJsonObject(form.uiSchema), can, editing);
}
