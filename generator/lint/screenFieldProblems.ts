import { listWireShape } from '../compile/listWireShape';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { answerData, answerRecords, itemsAt, requestFields, type FieldScope } from './fieldPathResolver';
import { conditionProblems, fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';
import { parameterProblems } from './parameterProblems';
import { enumAt, sortFieldProblems } from './sortFieldProblems';

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
 *   tables (an array field, each column and row link against its items) against its record;
 * - a cards screen's title, fields and their conditions, its edit form's `values`, load `params`
 *   and `map` against each card's record and the loaded one;
 * - a search screen's columns and result link against the rows of its operation, each option's
 *   `value` against the request's `search_model` and, for an option of several fields, each
 *   field against the keys of `search_term`;
 * - the parameters a screen's calls are given (`source.params`, the editable calls' `params`, a
 *   detail's lookup, source and visit log, a card's edit and load, a menu link's body) and an add
 *   bar's `field` against the operations' parameters and request bodies;
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
  const check = fieldChecks(file, document);
  listFields(check, screen);
  detailFields(check, object(screen.detail));
  cardsFields(check, object(screen.cards));
  searchFields(check, object(screen.search));
  list(screen.menuLinks).forEach((link, index) => {
    const open = object(link.open);
    check.field(['menuLinks', index, 'open', 'url'], open.url, answerData(document, open.operation));
    check.parameters(['menuLinks', index, 'open', 'body'], Object.keys(object(open.body)), open.operation);
  });
  return check.problems;
}

/** The checks of one screen file, collecting their problems. */
interface FieldChecks {
  file: SpecFile;
  document: OpenApiDocument;
  problems: LintProblem[];
  field(at: PathSegment[], name: unknown, scope: FieldScope | undefined): void;
  template(at: PathSegment[], text: unknown, scope: FieldScope | undefined): void;
  condition(at: PathSegment[], condition: unknown, scope: FieldScope | undefined): void;
  columns(at: PathSegment[], columns: unknown, scope: FieldScope | undefined): void;
  parameters(at: PathSegment[], names: Iterable<string>, operation: unknown, where?: 'key' | 'value'): void;
}

function fieldChecks(file: SpecFile, document: OpenApiDocument): FieldChecks {
  const problems: LintProblem[] = [];
  const check: FieldChecks = {
    file,
    document,
    problems,
    field: (at, name, scope) => problems.push(...fieldPathProblems(file, at, name, scope)),
    template: (at, text, scope) => problems.push(...templateFieldProblems(file, at, text, scope)),
    condition: (at, condition, scope) => problems.push(...conditionProblems(file, at, condition, scope)),
    columns: (at, columns, scope) => list(columns).forEach((column, index) => check.field([...at, index, 'field'], column.field, scope)),
    parameters: (at, names, operation, where) => problems.push(...parameterProblems(file, document, at, names, operation, where)),
  };
  return check;
}

function listFields(check: FieldChecks, screen: Spec): void {
  const { document } = check;
  const source = object(screen.source);
  const rows = typeof source.lookup === 'string' ? lookupRows(document, source.lookup) : answerRecords(document, source.operation);
  check.columns(['columns'], screen.columns, rows);
  check.template(['rowLink', 'to'], object(screen.rowLink).to, rows);
  check.parameters(['source', 'params'], Object.keys(object(source.params)), source.operation);

  const editable = object(screen.editable);
  (Array.isArray(editable.keep) ? editable.keep : []).forEach((name: unknown, index) => check.field(['editable', 'keep', index], name, rows));
  check.field(['editable', 'rowLabel'], editable.rowLabel, rows);
  for (const call of ['create', 'update', 'saveAll'] as const) {
    const spec = object(editable[call]);
    for (const [name, value] of Object.entries(object(spec.params))) check.field(['editable', call, 'params', name], value, rows);
    check.parameters(['editable', call, 'params'], Object.keys(object(spec.params)), spec.operation);
  }
  const addBar = object(screen.addBar);
  check.field(['addBar', 'field'], addBar.field, requestFields(document, addBar.operation));

  // A lookup's rows are sorted in the browser, by any of their fields.
  const sortField = (at: PathSegment[], name: unknown) => {
    if (typeof source.lookup !== 'string') check.problems.push(...sortFieldProblems(check.file, at, name, document, source.operation));
  };
  sortField(['source', 'orderBy', 'field'], object(source.orderBy).field);
  // A misspelt sortable column is reported once, as no field of the rows.
  list(screen.columns).forEach((column, index) => {
    if (column.sortable === true && fieldPathProblems(check.file, [], column.field, rows).length === 0) sortField(['columns', index, 'field'], column.field);
  });

  const request = filterRequest(document, source.operation);
  list(screen.filters).forEach((filter, index) => {
    check.field(['filters', index, 'field'], filter.field, request);
    const options = object(filter.options);
    if (typeof options.operation !== 'string') return;
    const optionRows = answerRecords(document, options.operation);
    // The runtime reads `id` and `name` when the spec names no fields (runtime/filters/filterOptions.ts).
    for (const [key, fallback] of [['value', 'id'], ['label', 'name']] as const) {
      check.field(['filters', index, 'options', options[key] === undefined ? 'operation' : key], options[key] ?? fallback, optionRows);
    }
  });
  // Tabs that switch the operation send no tab field.
  if (!list(object(screen.tabs).options).some((option) => option.operation !== undefined)) check.field(['tabs', 'field'], object(screen.tabs).field, request);
  // The row fields a reorder sends and names rows by, and the id a selection sends.
  const reorder = object(screen.reorder);
  check.field(['reorder', 'labelField'], reorder.labelField, rows);
  (Array.isArray(reorder.fields) ? reorder.fields : []).forEach((name, index) => check.field(['reorder', 'fields', index], name, rows));
  check.field(['selection', 'idField'], object(screen.selection).idField, rows);
  check.template(['subtitle'], screen.subtitle, answerData(document, source.operation));

  const summary = object(screen.summary);
  const summaryRows = answerRecords(document, summary.operation);
  check.field(['summary', 'title'], summary.title, summaryRows);
  list(summary.stats).forEach((stat, index) => check.field(['summary', 'stats', index, 'field'], stat.field, summaryRows));
}

function detailFields(check: FieldChecks, detail: Spec): void {
  const source = object(detail.source);
  const record = answerRecords(check.document, source.operation);
  check.template(['detail', 'heading'], detail.heading, record);
  check.field(['detail', 'badge', 'field'], object(detail.badge).field, record);
  check.field(['detail', 'status'], detail.status, record);
  list(detail.fields).forEach((spec, index) => check.field(['detail', 'fields', index, 'field'], spec.field, record));
  list(detail.banner).forEach((spec, index) => check.field(['detail', 'banner', index, 'field'], spec.field, record));
  for (const region of ['parts', 'panels'] as const) {
    list(detail[region]).forEach((slot, index) => check.condition(['detail', region, index, 'when'], slot.when, record));
  }
  list(detail.tables).forEach((table, index) => {
    const at: PathSegment[] = ['detail', 'tables', index];
    check.field([...at, 'field'], table.field, record);
    const rows = record === undefined || typeof table.field !== 'string' ? undefined : itemsAt(record, table.field, `the rows of \`${table.field}\` of ${record.owner}`);
    check.columns([...at, 'columns'], table.columns, rows);
    check.template([...at, 'rowLink'], table.rowLink, rows);
  });
  const lookup = object(detail.lookup);
  if (typeof lookup.param === 'string') check.parameters(['detail', 'lookup', 'param'], [lookup.param], source.operation, 'value');
  check.parameters(['detail', 'source', 'params'], Object.keys(object(source.params)), source.operation);
  const visitLog = object(detail.visitLog);
  check.parameters(['detail', 'visitLog', 'params'], Object.keys(object(visitLog.params)), visitLog.start);
}

function cardsFields(check: FieldChecks, cards: Spec): void {
  const card = answerRecords(check.document, object(cards.source).operation);
  check.template(['cards', 'title'], cards.title, card);
  check.template(['cards', 'label'], cards.label, card);
  list(cards.fields).forEach((spec, index) => {
    check.field(['cards', 'fields', index, 'field'], spec.field, card);
    check.condition(['cards', 'fields', index, 'when'], spec.when, card);
  });
  // A card part's form reads the values the part opens it with too, unknown here: only the
  // record's own fields it starts from and its read-only condition are checked.
  list(cards.parts).forEach((part, index) => {
    const form = object(part.form);
    check.field(['cards', 'parts', index, 'form', 'initial', 'from'], object(form.initial).from, card);
    check.condition(['cards', 'parts', index, 'form', 'readOnlyWhen'], form.readOnlyWhen, card);
  });
  const edit = object(cards.edit);
  for (const [name, value] of Object.entries(object(edit.values))) check.field(['cards', 'edit', 'values', name], value, card);
  check.parameters(['cards', 'edit', 'values'], Object.keys(object(edit.values)), edit.operation);
  const load = object(edit.load);
  for (const [name, value] of Object.entries(object(load.params))) check.field(['cards', 'edit', 'load', 'params', name], value, card);
  check.parameters(['cards', 'edit', 'load', 'params'], Object.keys(object(load.params)), load.operation);
  const loaded = answerRecords(check.document, load.operation);
  for (const [name, value] of Object.entries(object(load.map))) check.field(['cards', 'edit', 'load', 'map', name], value, loaded);
}

function searchFields(check: FieldChecks, search: Spec): void {
  const { document } = check;
  const results = answerRecords(document, search.operation);
  const models = enumAt(requestFields(document, search.operation), 'search_model');
  const searchTerm = requestFields(document, search.operation, 'search_term');
  list(search.options).forEach((option, index) => {
    const at: PathSegment[] = ['search', 'options', index];
    check.columns([...at, 'columns'], option.columns, results);
    if (models !== undefined && typeof option.value === 'string' && !models.includes(option.value)) {
      check.problems.push({
        file: check.file.path,
        ...positionOf(check.file, [...at, 'value']),
        message: unknownNameMessage(`search model of \`${String(search.operation)}\` (its \`search_model\`):`, option.value, models),
      });
    }
    // An option of several fields sends them as the keys of `search_term`.
    const fields = list(option.fields);
    if (fields.length > 1) fields.forEach((spec, fieldIndex) => check.field([...at, 'fields', fieldIndex, 'field'], spec.field, searchTerm));
  });
  const resultLink = object(search.resultLink);
  check.field(['search', 'resultLink', 'by'], resultLink.by, results);
  for (const [name, route] of Object.entries(object(resultLink.routes))) check.template(['search', 'resultLink', 'routes', name], route, results);
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
