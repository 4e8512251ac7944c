import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { answerData, answerRecords, itemsAt, requestFields, resolveFieldPath, type FieldPathResolution } from './fieldPathResolver';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

// A paged device list, a device with nested parts, a settings map marked open and one left open.
const document: OpenApiDocument = {
  paths: {
    '/device/list': {
      post: {
        operationId: 'listDevices',
        requestBody: json({ type: 'object', properties: { search: { $ref: '#/components/schemas/DeviceSearch' }, page: { type: 'integer' } } }),
        responses: { '200': json({ type: 'object', properties: { data: { $ref: '#/components/schemas/DevicePage' } } }) },
      },
    },
    '/device/{id}': {
      get: { operationId: 'getDevice', responses: { '200': json({ type: 'object', properties: { data: { $ref: '#/components/schemas/Device' } } }) } },
    },
    '/device/types': {
      get: { operationId: 'queryDeviceTypes', responses: { '200': json({ type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Named' } } } }) } },
    },
  },
  components: {
    schemas: {
      DeviceSearch: { type: 'object', properties: { serial: { type: 'string' } } },
      DevicePage: { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Device' } }, currentPage: { type: 'integer' }, patient: { type: 'object', properties: { name: { type: 'string' } } } } },
      Named: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      Device: {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            properties: {
              status: { type: ['string', 'null'] },
              device_type: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Named' }] },
              owner: { anyOf: [{ type: 'object', properties: { first_name: { type: 'string' } } }, { type: 'object', properties: { practice: { type: 'string' } } }] },
              volume_levels: { type: 'array', items: { type: 'object', properties: { level: { type: 'number' } } } },
              settings: { type: 'object', 'x-cadence-open': true, additionalProperties: { type: 'object', properties: { value: { type: 'string' } } } },
              extra: { type: 'object', additionalProperties: true },
              nothing: { type: 'object', additionalProperties: false },
            },
          },
        ],
      },
    },
  },
};

const records = answerRecords(document, 'getDevice')!;

describe('resolveFieldPath', () => {
  it.each<{ path: string; want: Partial<FieldPathResolution> }>([
    // allOf: the fields of every part
    { path: 'name', want: { found: true } },
    { path: 'status', want: { found: true } },
    // oneOf with a null branch, nested
    { path: 'device_type.name', want: { found: true } },
    { path: 'device_type.nmae', want: { found: false, reason: 'unknown', at: 1, known: ['id', 'name'] } },
    // anyOf: a field of any branch
    { path: 'owner.practice', want: { found: true } },
    // arrays: an index by number, or [-1] for the last item
    { path: 'volume_levels.0.level', want: { found: true } },
    { path: 'volume_levels[-1].level', want: { found: true } },
    { path: 'volume_levels.0.levle', want: { found: false, reason: 'unknown', at: 2, known: ['level'] } },
    // a scalar has no fields
    { path: 'status.id', want: { found: false, reason: 'unknown', at: 1, known: [] } },
    // open on purpose: any key, then the map's value schema
    { path: 'settings.colour.value', want: { found: true } },
    { path: 'settings.colour.valeu', want: { found: false, reason: 'unknown', at: 2, known: ['value'] } },
    // an object that declares no fields cannot be checked
    { path: 'extra.anything', want: { found: false, reason: 'open', at: 1 } },
    // an object closed to every key has no fields, and is not open
    { path: 'nothing.anything', want: { found: false, reason: 'unknown', at: 1, known: [] } },
    { path: 'serial_numbr', want: { found: false, reason: 'unknown', at: 0 } },
  ])('$path', ({ path, want }) => {
    expect(resolveFieldPath(records, path)).toMatchObject(want);
  });
});

describe('the scopes of an operation', () => {
  it('reads the records of a paged answer, of an array answer and of one record', () => {
    expect(resolveFieldPath(answerRecords(document, 'listDevices')!, 'device_type.id').found).toBe(true);
    expect(resolveFieldPath(answerRecords(document, 'queryDeviceTypes')!, 'name').found).toBe(true);
    expect(answerRecords(document, 'getDevice')?.owner).toBe('the records of `getDevice`');
    expect(answerRecords(document, 'noSuchOperation')).toBeUndefined();
  });

  it('reads the answer beside the rows, the request body and its search object', () => {
    expect(resolveFieldPath(answerData(document, 'listDevices')!, 'patient.name').found).toBe(true);
    expect(resolveFieldPath(requestFields(document, 'listDevices', 'search')!, 'serial').found).toBe(true);
    expect(resolveFieldPath(requestFields(document, 'listDevices')!, 'serial')).toMatchObject({ found: false, known: ['search', 'page'] });
    expect(requestFields(document, 'getDevice')).toBeUndefined();
  });

  it('reads the items of an array field, for the tables of a record', () => {
    const rows = itemsAt(records, 'volume_levels', 'the rows of `volume_levels`');
    expect(rows === undefined ? undefined : resolveFieldPath(rows, 'level').found).toBe(true);
    expect(itemsAt(records, 'name', 'no rows')).toBeUndefined();
  });
});
