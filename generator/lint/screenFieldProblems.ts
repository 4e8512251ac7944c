import { listWireShape } from '../compile/listWireShape';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { operationParameterNames } from '../load/openApiLookup';
import type { SpecFile } from '../load/SpecFile';
import { answerData, answerRecords, itemsAt, requestFields, resolveFieldPath, type FieldScope } from './fieldPathResolver';
import { conditionProblems, fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

type Spec = Record<string, unknown>;

/**
 * Checks every record field a screen names outside its actions (which `actionProblems` checks)
 * against the OpenAPI schema of the operation that supplies the record, with `fieldPathResolver`:
 * - a list's columns, row link, editable rows (`keep`, `rowLabel`, each call's `params`) against
 *   its source's rows; its filters and tabs against the request's `search` object (or its body,
 *   where the operation takes the filters there); its subtitle against the answer beside the rows;
 *   its summary's title and stats against the summary operation's rows; a filter's options'
 *   `value` and `label` against the rows of their operation; its `orderBy` and sortable columns
 *   against the sort fields its operation takes (the `enum` of `order_by.field`);
 * - a detail screen's heading, badge, status, fields, the conditions of its parts and panels, its
 *   tables (an array field, each column and row link against its items) against its record; its
 *   lookup's `param`, its source's and visit log's parameters against their operations;
 * - a cards screen's title, fields and their conditions, its edit form's `values` and load
 *   `params` against each card's record;
 * - a search screen's columns and result link against the rows of its operation, each option's
 *   `value` against the request's `search_model` and, for an option of several fields, each
 *   field against the keys of `search_term`;
 * - the parameters a screen's calls are given (`source.params`, the editable calls' `params`, a
 *   detail's source and visit log, a menu link's body) and an add bar's `field` against the
 *   operations' parameters and request bodies;
 * - a menu link's `open.url` against its operation's answer.
 *
 * A source that is unknown or answers no described records checks nothing here: the name checks
 * report the operation.
 *
 * @example
 * screenFieldProblems(file, openApi.document);
 * // [{ ..., message: '`device_type.nmae` is no field of the records of `listDevices`; did you mean `device_type.name`?' }]
 */
export function screenFieldProblems(file: SpecFile, document: OpenApiDocument): LintProblem[] {
  const screen = object(file.data);
  const problems: LintProblem[] = [];
  const field = (at: PathSegment[], name: unknown, scope: FieldScope | undefined) => problems.push(...fieldPathProblems(file, at, name, scope));
  const template = (at: PathSegment[], text: unknown, scope: FieldScope | undefined) => problems.push(...templateFieldProblems(file, at, text, scope));
  const parameters = (at: PathSegment[], names: Iterable<string>, operation: unknown) => {
    if (typeof operation !== 'string') return;
    const known = operationParameterNames(document, operation);
    if (known === undefined) return;
    for (const name of names) {
      if (known.has(name)) continue;
      problems.push({ file: file.path, ...positionOf(file, [...at, name], 'key'), message: unknownNameMessage(`parameter of \`${operation}\` (path, query or body):`, name, known) });
    }
  };
  const columns = (at: PathSegment[], value: unknown, scope: FieldScope | undefined) =>
    list(value).forEach((column, index) => field([...at, index, 'field'], column.field, scope));

  // A list
  const source = object(screen.source);
  const rows = typeof source.lookup === 'string' ? lookupRows(document, source.lookup) : answerRecords(document, source.operation);
  columns(['columns'], screen.columns, rows);
  template(['rowLink', 'to'], object(screen.rowLink).to, rows);
  const editable = object(screen.editable);
  (Array.isArray(editable.keep) ? editable.keep : []).forEach((name: unknown, index) => field(['editable', 'keep', index], name, rows));
  field(['editable', 'rowLabel'], editable.rowLabel, rows);
  for (const call of ['create', 'update', 'saveAll'] as const) {
    const spec = object(editable[call]);
    for (const [name, value] of Object.entries(object(spec.params))) field(['editable', call, 'params', name], value, rows);
    parameters(['editable', call, 'params'], Object.keys(object(spec.params)), spec.operation);
  }
  parameters(['source', 'params'], Object.keys(object(source.params)), source.operation);
  const addBar = object(screen.addBar);
  field(['addBar', 'field'], addBar.field, requestFields(document, addBar.operation));
  // A lookup's rows are sorted in the browser, by any of their fields.
  const sortFields = typeof source.lookup === 'string' ? undefined : sortFieldsOf(document, source.operation);
  const sortField = (at: PathSegment[], name: unknown) => {
    if (sortFields === undefined || typeof name !== 'string' || sortFields.includes(name)) return;
    problems.push({ file: file.path, ...positionOf(file, at), message: unknownNameMessage(`sort field of \`${String(source.operation)}\` (its \`order_by.field\`):`, name, sortFields) });
  };
  sortField(['source', 'orderBy', 'field'], object(source.orderBy).field);
  // A misspelt sortable column is reported once, as no field of the rows.
  list(screen.columns).forEach((column, index) => {
    if (column.sortable === true && fieldPathProblems(file, [], column.field, rows).length === 0) sortField(['columns', index, 'field'], column.field);
  });
  const request = filterRequest(document, source.operation);
  list(screen.filters).forEach((filter, index) => {
    field(['filters', index, 'field'], filter.field, request);
    const options = object(filter.options);
    if (typeof options.operation !== 'string') return;
    const optionRows = answerRecords(document, options.operation);
    // The runtime reads `id` and `name` when the spec names no fields (runtime/filters/filterOptions.ts).
    for (const [key, fallback] of [['value', 'id'], ['label', 'name']] as const) {
      const at: PathSegment[] = ['filters', index, 'options', options[key] === undefined ? 'operation' : key];
      field(at, options[key] ?? fallback, optionRows);
    }
  });
  field(['tabs', 'field'], object(screen.tabs).field, request);
  template(['subtitle'], screen.subtitle, answerData(document, source.operation));
  const summary = object(screen.summary);
  const summaryRows = answerRecords(document, summary.operation);
  field(['summary', 'title'], summary.title, summaryRows);
  list(summary.stats).forEach((stat, index) => field(['summary', 'stats', index, 'field'], stat.field, summaryRows));

  // A detail screen
  const detail = object(screen.detail);
  const detailSource = object(detail.source);
  const record = answerRecords(document, detailSource.operation);
  template(['detail', 'heading'], detail.heading, record);
  field(['detail', 'badge', 'field'], object(detail.badge).field, record);
  field(['detail', 'status'], detail.status, record);
  list(detail.fields).forEach((spec, index) => field(['detail', 'fields', index, 'field'], spec.field, record));
  for (const region of ['parts', 'panels'] as const) {
    list(detail[region]).forEach((slot, index) => problems.push(...conditionProblems(file, ['detail', region, index, 'when'], slot.when, record)));
  }
  list(detail.tables).forEach((table, index) => {
    const at: PathSegment[] = ['detail', 'tables', index];
    field([...at, 'field'], table.field, record);
    const tableRows = record === undefined || typeof table.field !== 'string' ? undefined : itemsAt(record, table.field, `the rows of \`${table.field}\` of ${record.owner}`);
    columns([...at, 'columns'], table.columns, tableRows);
    template([...at, 'rowLink'], table.rowLink, tableRows);
  });
  const lookup = object(detail.lookup);
  if (typeof lookup.param === 'string') parameterValue(['detail', 'lookup', 'param'], lookup.param, detailSource.operation);
  parameters(['detail', 'source', 'params'], Object.keys(object(detailSource.params)), detailSource.operation);
  const visitLog = object(detail.visitLog);
  parameters(['detail', 'visitLog', 'params'], Object.keys(object(visitLog.params)), visitLog.start);

  // A cards screen
  const cards = object(screen.cards);
  const card = answerRecords(document, object(cards.source).operation);
  template(['cards', 'title'], cards.title, card);
  list(cards.fields).forEach((spec, index) => {
    field(['cards', 'fields', index, 'field'], spec.field, card);
    problems.push(...conditionProblems(file, ['cards', 'fields', index, 'when'], spec.when, card));
  });
  const edit = object(cards.edit);
  for (const [name, value] of Object.entries(object(edit.values))) field(['cards', 'edit', 'values', name], value, card);
  parameters(['cards', 'edit', 'values'], Object.keys(object(edit.values)), edit.operation);
  const load = object(edit.load);
  for (const [name, value] of Object.entries(object(load.params))) field(['cards', 'edit', 'load', 'params', name], value, card);
  parameters(['cards', 'edit', 'load', 'params'], Object.keys(object(load.params)), load.operation);
  const loaded = answerRecords(document, load.operation);
  for (const [name, value] of Object.entries(object(load.map))) field(['cards', 'edit', 'load', 'map', name], value, loaded);

  // A search screen
  const search = object(screen.search);
  const results = answerRecords(document, search.operation);
  const searchRequest = requestFields(document, search.operation);
  const models = enumAt(searchRequest, 'search_model');
  const searchTerm = requestFields(document, search.operation, 'search_term');
  list(search.options).forEach((option, index) => {
    const at: PathSegment[] = ['search', 'options', index];
    columns([...at, 'columns'], option.columns, results);
    if (models !== undefined && typeof option.value === 'string' && !models.includes(option.value)) {
      problems.push({ file: file.path, ...positionOf(file, [...at, 'value']), message: unknownNameMessage(`search model of \`${String(search.operation)}\` (its \`search_model\`):`, option.value, models) });
    }
    // An option of several fields sends them as the keys of `search_term`.
    const fields = list(option.fields);
    if (fields.length > 1) fields.forEach((spec, fieldIndex) => field([...at, 'fields', fieldIndex, 'field'], spec.field, searchTerm));
  });
  const resultLink = object(search.resultLink);
  field(['search', 'resultLink', 'by'], resultLink.by, results);
  for (const [name, route] of Object.entries(object(resultLink.routes))) template(['search', 'resultLink', 'routes', name], route, results);

  // Menu links of any screen
  list(screen.menuLinks).forEach((link, index) => {
    const open = object(link.open);
    field(['menuLinks', index, 'open', 'url'], open.url, answerData(document, open.operation));
    parameters(['menuLinks', index, 'open', 'body'], Object.keys(object(open.body)), open.operation);
  });
  return problems;

  function parameterValue(at: PathSegment[], name: string, operation: unknown) {
    const known = typeof operation === 'string' ? operationParameterNames(document, operation) : undefined;
    if (known === undefined || known.has(name)) return;
    problems.push({ file: file.path, ...positionOf(file, at), message: unknownNameMessage(`parameter of \`${String(operation)}\` (path, query or body):`, name, known) });
  }
}

// The fields a list operation sorts by: the `enum` of its request's `order_by.field`, when it has one.
function sortFieldsOf(document: OpenApiDocument, operation: unknown): string[] | undefined {
  return enumAt(requestFields(document, operation), 'order_by.field');
}

// The text values a field of a scope may take (its `enum`), when it lists them.
function enumAt(scope: FieldScope | undefined, fieldPath: string): string[] | undefined {
  const resolved = scope === undefined ? undefined : resolveFieldPath(scope, fieldPath);
  const values = resolved?.found === true ? resolved.schema?.enum : undefined;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : undefined;
}

// Where a list operation takes its filters: the request's `search` object, or its body.
function filterRequest(document: OpenApiDocument, operation: unknown): FieldScope | undefined {
  if (typeof operation !== 'string') return undefined;
  const shape = listWireShape(document, operation);
  if (shape === undefined) return undefined;
  return shape.filtersAt === 'search' ? requestFields(document, operation, 'search') : requestFields(document, operation);
}

// The rows of a list of a catalog lookup's fixed values: each has a `value` and a `label`.
function lookupRows(document: OpenApiDocument, lookup: string): FieldScope {
  return { document, schema: { type: 'object', properties: { value: {}, label: {} } }, owner: `the rows of lookup \`${lookup}\`` };
}

function object(value: unknown): Spec {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Spec) : {};
}

function list(value: unknown): Spec[] {
  return Array.isArray(value) ? value.map(object) : [];
}
