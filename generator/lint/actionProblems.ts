import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { pathText } from './schemaProblems';
import { positionOf, type PathSegment } from './nodePosition';
import { parameterProblems } from './parameterProblems';
import { answerData, answerRecords, itemsAt, type FieldScope } from './fieldPathResolver';
import { conditionProblems, fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/** The keys that say what an action does; an action has exactly one. */
export const actionKinds = ['to', 'operation', 'form', 'dialog', 'listDialog', 'action'] as const;

/** Where an action sits, for the checks that depend on its screen. */
export interface ActionPlace {
  /** The form of the list's `modalForm`, which a `form: <name>` row action opens on the row. */
  modalForm?: unknown;
  /** The merged OpenAPI description, to read the fields of the records the action acts on. */
  openApi?: OpenApiDocument | undefined;
  /** The operation answering those records (the list's, detail's or cards' source). */
  source?: unknown;
  /** With `source`: the answer's field holding the rows (a list source's `rows`), whose items are the records. */
  rows?: unknown;
}

/**
 * Checks one action of any screen kind (a list row, a detail record, a card, a row of a card's
 * dialog table) against the other specs, at its own line: it does exactly one of `to`,
 * `operation`, `form`, `dialog`, `action`; its operation, custom action, form, message keys
 * (`success`, `confirm.title`, `confirm.message`) and access rules (its own and those of its
 * `when` and `disabledWhen` conditions) exist; a `form` named as text is the list's `modalForm`;
 * a `form` map's form, operation and toast exist; the record fields it reads (its conditions'
 * `field`/`fields`, `params`, the `{field}`s of `to` and `then`, `input.initial`) are fields of
 * the records its source operation answers, when the OpenAPI description closes them; and so do
 * the names of a `dialog`'s tables, whose row actions are checked the same way; the keys of
 * `params` and `values` are parameters of its operation (path, query or body), when the
 * description closes its body. Keys foreign to the action's kind are refused by
 * the schema (`params` on a `to` action).
 *
 * @example
 * actionProblems(file, ['rowActions', 0], screen.rowActions[0], names, { modalForm: screen.modalForm });
 */
export function actionProblems(
  file: SpecFile,
  at: PathSegment[],
  action: unknown,
  names: SpecNames,
  place: ActionPlace = {},
): LintProblem[] {
  const spec = object(action);
  const problems: LintProblem[] = [];
  const reference = (path: PathSegment[], kind: string, name: unknown, known: ReadonlySet<string>) =>
    problems.push(...referenceProblem(file, path, kind, name, known));
  const messageKey = (path: PathSegment[], name: unknown) => reference(path, 'message key', name, names.messages);

  const does = actionKinds.filter((key) => spec[key] !== undefined);
  if (does.length !== 1) {
    const kinds = actionKinds.map((key) => `\`${key}\``);
    problems.push({
      file: file.path,
      ...positionOf(file, at),
      message: `\`${pathText(at)}\` needs exactly one of ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1) ?? ''}${does.length > 1 ? ` (it has ${does.map((key) => `\`${key}\``).join(' and ')})` : ''}`,
    });
  }
  reference([...at, 'operation'], 'operation', spec.operation, names.operations);
  reference([...at, 'action'], 'row action', spec.action, names.actions);
  problems.push(...accessRuleProblems(file, [...at, 'access'], spec.access, names));
  for (const condition of ['when', 'disabledWhen'] as const) {
    problems.push(...accessRuleProblems(file, [...at, condition, 'access'], object(spec[condition]).access, names));
  }
  messageKey([...at, 'success'], spec.success);
  const confirm = object(spec.confirm);
  messageKey([...at, 'confirm', 'title'], confirm.title);
  messageKey([...at, 'confirm', 'message'], confirm.message);

  const records = place.openApi === undefined ? undefined : actedOn(place.openApi, place.source, place.rows);
  const field = (path: PathSegment[], name: unknown, scope = records) => problems.push(...fieldPathProblems(file, path, name, scope));
  const template = (path: PathSegment[], text: unknown) => problems.push(...templateFieldProblems(file, path, text, records));
  for (const condition of ['when', 'disabledWhen'] as const) problems.push(...conditionProblems(file, [...at, condition], spec[condition], records));
  for (const [name, value] of Object.entries(object(spec.params))) field([...at, 'params', name], value);
  if (place.openApi !== undefined) {
    for (const key of ['params', 'values'] as const) problems.push(...parameterProblems(file, place.openApi, [...at, key], Object.keys(object(spec[key])), spec.operation));
  }
  template([...at, 'to'], spec.to);
  template([...at, 'then'], spec.then);
  field([...at, 'input', 'initial'], object(spec.input).initial);

  // A list's modal panel (`modalForm.panel`) opens on the row like its form.
  const modalPanel = object(place.modalForm).panel;
  if (typeof spec.form === 'string' && typeof modalPanel === 'string' && spec.form === modalPanel) {
    // the panel's name is checked at `modalForm.panel`
  } else if (typeof spec.form === 'string') {
    reference([...at, 'form'], 'form', spec.form, names.forms);
    const modalForm = object(place.modalForm).form ?? modalPanel;
    if (typeof modalForm !== 'string' || spec.form !== modalForm) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at, 'form']),
        message:
          typeof modalForm !== 'string'
            ? `\`${pathText([...at, 'form'])}\` names a form to open on the row, which needs the list's \`modalForm\``
            : `\`${pathText([...at, 'form'])}\` opens the list's \`modalForm\`, which is \`${modalForm}\``,
      });
    }
  } else if (spec.form !== undefined) {
    const form = object(spec.form);
    reference([...at, 'form', 'form'], 'form', form.form, names.forms);
    reference([...at, 'form', 'operation'], 'operation', form.operation, names.operations);
    messageKey([...at, 'form', 'success'], form.success);
    template([...at, 'form', 'title'], form.title);
    for (const [name, value] of Object.entries(object(form.values))) field([...at, 'form', 'values', name], value);
  }
  template([...at, 'dialog', 'title'], object(spec.dialog).title);
  // A list dialog opens on the row: its title's {placeholders} and its list's parameter values are
  // fields of the row (the list itself is checked by embeddedListProblems).
  const listDialog = object(spec.listDialog);
  template([...at, 'listDialog', 'title'], listDialog.title);
  for (const [name, value] of Object.entries(object(object(object(listDialog.list).source).params))) field([...at, 'listDialog', 'list', 'source', 'params', name], value);
  list(object(spec.dialog).lists).forEach((table, tableIndex) => {
    const tableAt: PathSegment[] = [...at, 'dialog', 'lists', tableIndex];
    const tableSource = object(table.source);
    reference([...tableAt, 'source', 'operation'], 'operation', tableSource.operation, names.operations);
    messageKey([...tableAt, 'empty'], table.empty);
    const rows = place.openApi === undefined ? undefined : answerRecords(place.openApi, tableSource.operation);
    for (const [name, value] of Object.entries(object(tableSource.params))) field([...tableAt, 'source', 'params', name], value);
    for (const [name, value] of Object.entries(object(tableSource.match))) {
      problems.push(...fieldPathProblems(file, [...tableAt, 'source', 'match', name], name, rows, 'key'));
      field([...tableAt, 'source', 'match', name], value);
    }
    list(table.columns).forEach((column, columnIndex) => {
      reference([...tableAt, 'columns', columnIndex, 'format'], 'format', column.format, names.formats);
      field([...tableAt, 'columns', columnIndex, 'field'], column.field, rows);
    });
    list(table.rowActions).forEach((rowAction, actionIndex) =>
      problems.push(
        ...actionProblems(file, [...tableAt, 'rowActions', actionIndex], rowAction, names, {
          openApi: place.openApi,
          source: object(table.source).operation,
        }),
      ),
    );
  });
  return problems;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}

/** The records an action acts on: the source's records, or the items of its answer's `rows` field. */
function actedOn(openApi: OpenApiDocument, source: unknown, rows: unknown): FieldScope | undefined {
  if (typeof rows !== 'string') return answerRecords(openApi, source);
  const answer = typeof source === 'string' ? answerData(openApi, source) : undefined;
  return answer === undefined ? undefined : itemsAt(answer, rows, `the rows of \`${String(source)}\` (\`${rows}\`)`);
}
