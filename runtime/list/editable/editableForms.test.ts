import { describe, expect, it } from 'vitest';
import openapi from '../../../src/generated/openapi.json';
import { forms } from '../../../src/generated/forms';
import { screens } from '../../../src/generated/allScreens';

type Schema = Readonly<Record<string, unknown>>;
const record = (value: unknown): Schema => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : {});

/** A schema with its `$ref` to `#/components/schemas/...` followed, and an array's items for a whole-list save. */
function resolved(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string') return resolved(record(record(openapi.components.schemas)[ref.replace('#/components/schemas/', '')]));
  return schema.type === 'array' ? resolved(record(schema.items)) : schema;
}

/** The JSON body schema an operation takes. */
function requestBody(operationId: string): Schema {
  for (const item of Object.values(openapi.paths)) {
    for (const operation of Object.values(item)) {
      const op = record(operation);
      if (op.operationId === operationId) return resolved(record(record(record(record(record(op.requestBody).content)['application/json']).schema)));
    }
  }
  throw new Error(`no operation ${operationId}`);
}

const types = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

const editableScreens = screens.flatMap((screen) => {
  const editable = 'editable' in screen ? record(screen.editable) : {};
  return typeof editable.form === 'string' ? [{ route: screen.route, form: editable.form, editable }] : [];
});

describe('the forms of editable rows', () => {
  it('describe the three editable screens', () => {
    expect(editableScreens.map((screen) => screen.form).sort()).toEqual(['adminConfigEntry', 'eDocumentLink', 'maintenanceWindow']);
  });

  it.each(editableScreens)('$route: every field of its form is a field of the body its save operations take, of the same type (the server checks the same rows)', ({ form, editable }) => {
    const properties = record(forms[form]?.schema.properties);
    for (const key of ['create', 'update', 'saveAll']) {
      const operation = record(editable[key]).operation;
      if (typeof operation !== 'string') continue;
      const body = record(requestBody(operation).properties);
      for (const [field, schema] of Object.entries(properties)) {
        expect(body, `${operation} takes ${field}`).toHaveProperty(field);
        const wire = types(record(body[field]));
        expect(types(record(schema)).filter((type) => !wire.includes(type)), `${operation}.${field} types`).toEqual([]);
      }
    }
  });
});
