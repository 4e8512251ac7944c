import { listWireShape } from '../compile/listWireShape';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { actionProblems } from './actionProblems';
import { answerData, answerRecords, itemsAt, resolveFieldPath, type FieldScope } from './fieldPathResolver';
import { conditionProblems, fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { parameterProblems } from './parameterProblems';
import { pathText } from './schemaProblems';
import { sortFieldProblems } from './sortFieldProblems';
import type { SpecNames } from './SpecNames';

type Spec = Record<string, unknown>;

/** What a tab the spec builds shows: exactly one of these. */
export const tabKinds = ['list', 'card', 'chart'] as const;

/**
 * Checks every list a screen places outside a list screen of its own, at its own line: a detail
 * slot's `list`, a tab's `list` (`tabs` of a slot), a custom screen's `lists` and `dialogs`, and
 * the list of any action's `listDialog`. For each: its operation tells how it pages (or it
 * names the answer's `rows`, which must be an array field of the answer); its columns, row link
 * and `where` are fields of its rows; its `source.params` are parameters of the operation; its
 * row actions pass `actionProblems` over its rows. A tab the spec builds shows exactly one of
 * `list`, `card` or `chart`.
 *
 * @example
 * embeddedListProblems(file, names, openApi.document);
 * // [{ ..., message: '`patient` is no field of the answer of `listPatientVideoRooms`; did you mean `rooms`?' }]
 */
export function embeddedListProblems(file: SpecFile, names: SpecNames, document: OpenApiDocument | undefined): LintProblem[] {
  const screen = object(file.data);
  const problems: LintProblem[] = [];
  const check = (at: PathSegment[], spec: Spec) => problems.push(...listProblems(file, at, spec, names, document));
  const detail = object(screen.detail);
  for (const region of ['parts', 'panels'] as const) {
    list(detail[region]).forEach((slot, index) => {
      if (!Array.isArray(slot.tabs)) return;
      slot.tabs.forEach((tab: unknown, tabIndex) => {
        if (typeof tab !== 'object' || tab === null) return;
        const at: PathSegment[] = ['detail', region, index, 'tabs', tabIndex];
        const spec = object(tab);
        const shows = tabKinds.filter((key) => spec[key] !== undefined);
        if (shows.length !== 1) {
          problems.push({
            file: file.path,
            ...positionOf(file, at),
            message: `\`${pathText(at)}\` needs exactly one of \`list\`, \`card\` or \`chart\`${shows.length > 1 ? ` (it has ${shows.map((key) => `\`${key}\``).join(' and ')})` : ''}`,
          });
        }
        if (spec.list !== undefined) check([...at, 'list'], object(spec.list));
      });
    });
  }
  for (const [name, spec] of Object.entries(object(screen.lists))) check(['lists', name], object(spec));
  for (const [name, spec] of Object.entries(object(screen.dialogs))) check(['dialogs', name, 'list'], object(object(spec).list));
  // A `listDialog` of any action, wherever the action sits.
  walk(file.data, [], (value, at) => {
    if (at.at(-1) === 'listDialog' && at.at(-2) !== 'properties') check([...at, 'list'], object(object(value).list));
  });
  return problems;
}

function listProblems(file: SpecFile, at: PathSegment[], spec: Spec, names: SpecNames, document: OpenApiDocument | undefined): LintProblem[] {
  const source = object(spec.source);
  const operation = source.operation;
  if (document === undefined || typeof operation !== 'string') return [];
  const problems: LintProblem[] = [];
  let rows: FieldScope | undefined;
  if (typeof source.rows === 'string') {
    const answer = answerData(document, operation);
    const found = answer === undefined ? [] : fieldPathProblems(file, [...at, 'source', 'rows'], source.rows, answer);
    problems.push(...found);
    if (answer !== undefined && found.length === 0) {
      rows = itemsAt(answer, source.rows, `the rows of \`${operation}\` (\`${source.rows}\`)`);
      const resolved = resolveFieldPath(answer, source.rows);
      if (rows === undefined && resolved.found && resolved.schema !== undefined) {
        problems.push({ file: file.path, ...positionOf(file, [...at, 'source', 'rows']), message: `\`${source.rows}\` of ${answer.owner} holds no array of rows` });
      }
    }
  } else {
    const shape = listWireShape(document, operation);
    if (shape !== undefined && shape.paging === undefined && !isSlotList(at)) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at, 'source', 'operation']),
        message: `cannot tell how \`${operation}\` pages its answer: its 200 answer's \`data\` is no array and has neither \`currentPage\` nor \`current_page\`; name the answer's field that holds the rows in \`rows\``,
      });
    }
    // Where the rows are is unknown when the paging is: the columns are not checked then.
    rows = shape?.paging === undefined ? undefined : answerRecords(document, operation);
  }
  problems.push(...parameterProblems(file, document, [...at, 'source', 'params'], Object.keys(object(source.params)), operation));
  // Rows named by `rows` are ordered in the browser, by any field of theirs; a paged answer by the
  // operation's sort fields.
  const orderField = object(source.orderBy).field;
  if (typeof source.rows === 'string') problems.push(...fieldPathProblems(file, [...at, 'source', 'orderBy', 'field'], orderField, rows));
  else problems.push(...sortFieldProblems(file, [...at, 'source', 'orderBy', 'field'], orderField, document, operation));
  problems.push(...conditionProblems(file, [...at, 'source', 'where'], source.where, rows));
  list(spec.columns).forEach((column, index) => problems.push(...fieldPathProblems(file, [...at, 'columns', index, 'field'], column.field, rows)));
  problems.push(...templateFieldProblems(file, [...at, 'rowLink', 'to'], object(spec.rowLink).to, rows));
  // A detail slot's list has its row actions checked by panelSlotProblems.
  if (!isSlotList(at)) {
    list(spec.rowActions).forEach((action, index) => {
      problems.push(...actionProblems(file, [...at, 'rowActions', index], action, names, { openApi: document, source: operation, rows: source.rows }));
    });
  }
  return problems;
}

// `detail.panels[i].list`: panelSlotProblems reports its paging and row actions.
const isSlotList = (at: readonly PathSegment[]) => at.length === 4 && at[0] === 'detail' && at[3] === 'list';

function walk(value: unknown, at: PathSegment[], visit: (value: unknown, at: PathSegment[]) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index], visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      visit(item, [...at, key]);
      walk(item, [...at, key], visit);
    }
  }
}

function object(value: unknown): Spec {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Spec) : {};
}

function list(value: unknown): Spec[] {
  return Array.isArray(value) ? value.map(object) : [];
}
