import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { listWireShape } from './listWireShape';

/** A description with one POST list operation answering `data` and taking `body`. */
function describedList(data: unknown, body: unknown = { type: 'object', properties: {} }, extensions: Record<string, unknown> = {}): OpenApiDocument {
  return {
    paths: {
      '/thing/list': {
        post: {
          operationId: 'listThings',
          ...extensions,
          requestBody: { content: { 'application/json': { schema: body } } },
          responses: { '200': { $ref: '#/components/responses/Things' } },
        },
      },
    },
    components: {
      responses: { Things: { content: { 'application/json': { schema: { type: 'object', properties: { data } } } } } },
      schemas: { Page: { type: 'object', properties: { data: { type: 'array' }, currentPage: { type: 'integer' } } } },
    },
  };
}

describe('listWireShape', () => {
  it('[list-response-paging] reads camel paging from a `data` with currentPage (through a $ref)', () => {
    expect(listWireShape(describedList({ $ref: '#/components/schemas/Page' }), 'listThings')?.paging).toBe('camel');
  });

  it('[list-response-paging] reads snake paging from a `data` with current_page', () => {
    const data = { type: 'object', properties: { data: { type: 'array' }, current_page: { type: 'integer' } } };
    expect(listWireShape(describedList(data), 'listThings')?.paging).toBe('snake');
  });

  it('[list-response-paging] reads a whole list from a `data` that is an array', () => {
    expect(listWireShape(describedList({ type: 'array', items: {} }), 'listThings')?.paging).toBe('whole');
  });

  it('puts the filters in `search` when the request body has a search object, otherwise in the body', () => {
    const withSearch = { type: 'object', properties: { limit: { type: 'integer' }, search: { type: 'object' } } };
    expect(listWireShape(describedList({ type: 'array' }, withSearch), 'listThings')?.filtersAt).toBe('search');
    const flat = { type: 'object', properties: { limit: { type: 'integer' }, status: { type: 'string' } } };
    expect(listWireShape(describedList({ type: 'array' }, flat), 'listThings')?.filtersAt).toBe('body');
  });

  it('takes the x-cadence extensions over what the schemas suggest', () => {
    const withSearch = { type: 'object', properties: { search: { type: 'object' } } };
    const document = describedList({ type: 'object' }, withSearch, { 'x-cadence-paging': 'snake', 'x-cadence-filters': 'body' });
    expect(listWireShape(document, 'listThings')).toEqual({ paging: 'snake', filtersAt: 'body' });
  });

  it('leaves the paging open when the answer does not tell, and knows no unknown operation', () => {
    expect(listWireShape(describedList({ type: 'object', properties: { rows: { type: 'array' } } }), 'listThings')?.paging).toBeUndefined();
    expect(listWireShape(describedList({ type: 'array' }), 'listOthers')).toBeUndefined();
  });
});
