import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import { formFieldOptionProblems } from './formFieldOptionProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks a form spec against the other specs: its access rules, submit, load and update
 * operations, success, denied and leave-confirmation messages, validation message keys, machine,
 * and every `ui:widget`, `ui:options.lookup`, `ui:options.access`, `editAccess` and `editDenied`
 * of its uiSchema, the fields that `ui:options.disabledWhen` and `onTick` name (`formFieldOptionProblems`); `update`
 * needs `load` unless it edits a list row in a modal (`update.fromRow`).
 *
 * @example
 * formSpecProblems(file, names);
 */
export function formSpecProblems(file: SpecFile, names: SpecNames): LintProblem[] {
  if (typeof file.data !== 'object' || file.data === null) return [];
  const form = file.data as Record<string, unknown>;
  const submit = object(form.submit);
  const problems: LintProblem[] = [
    ...accessRuleProblems(file, ['access'], form.access, names),
    ...referenceProblem(file, ['submit', 'operation'], 'operation', submit.operation, names.operations),
    ...referenceProblem(file, ['submit', 'success'], 'message key', submit.success, names.messages),
    ...accessRuleProblems(file, ['submit', 'access'], submit.access, names),
    ...referenceProblem(file, ['submit', 'denied'], 'message key', submit.denied, names.messages),
    ...referenceProblem(file, ['machine'], 'machine', form.machine, names.machines),
    ...referenceProblem(
      file,
      ['load', 'operation'],
      'operation',
      object(form.load).operation,
      names.operations,
    ),
    ...referenceProblem(
      file,
      ['update', 'operation'],
      'operation',
      object(form.update).operation,
      names.operations,
    ),
    ...referenceProblem(
      file,
      ['update', 'success'],
      'message key',
      object(form.update).success,
      names.messages,
    ),
    ...accessRuleProblems(file, ['update', 'access'], object(form.update).access, names),
    ...referenceProblem(
      file,
      ['update', 'denied'],
      'message key',
      object(form.update).denied,
      names.messages,
    ),
    ...referenceProblem(file, ['leaveConfirm'], 'message key', form.leaveConfirm, names.messages),
  ];
  // A list's modal form edits the row it was opened on (`update.fromRow`): nothing to load.
  if (form.update !== undefined && form.load === undefined && object(form.update).fromRow !== true) {
    problems.push({
      file: file.path,
      ...positionOf(file, ['update'], 'key'),
      message: 'a form with `update` needs `load` (edit mode loads the record first), or `update.fromRow` in a list\'s modal form',
    });
  }
  for (const [field, keywords] of Object.entries(object(form.messages))) {
    for (const [keyword, key] of Object.entries(object(keywords))) {
      problems.push(
        ...referenceProblem(file, ['messages', field, keyword], 'message key', key, names.messages),
      );
    }
  }
  problems.push(...widgetProblems(file, ['uiSchema'], form.uiSchema, names));
  problems.push(...formFieldOptionProblems(file));
  // users: the form's action buttons (runtime/form/FormActions)
  (Array.isArray(form.actions) ? form.actions : []).forEach((entry: unknown, index: number) => {
    const action = object(entry);
    const at: PathSegment[] = ['actions', index];
    problems.push(...referenceProblem(file, [...at, 'operation'], 'operation', action.operation, names.operations));
    problems.push(...accessRuleProblems(file, [...at, 'access'], action.access, names));
    problems.push(...referenceProblem(file, [...at, 'requiresSaved'], 'message key', action.requiresSaved, names.messages));
    problems.push(...referenceProblem(file, [...at, 'success'], 'message key', action.success, names.messages));
  });
  return problems;
}

// Besides `ui:widget`, the runtime reads names from `ui:options`: a `lookup` of the catalog, the
// `access` and `editAccess` rules and the access rules of `optionAccess`; a mistake in either
// would show an empty select or hide a field from all. `editDenied` says how a field looks to
// whom `editAccess` refuses, so it needs that rule and knows one value.
function widgetProblems(file: SpecFile, path: PathSegment[], ui: unknown, names: SpecNames): LintProblem[] {
  return Object.entries(object(ui)).flatMap(([key, value]) => {
    const at = [...path, key];
    if (key === 'ui:widget') return referenceProblem(file, at, 'widget', value, names.widgets);
    if (key === 'ui:options') {
      const options = object(value);
      const editDenied: LintProblem[] =
        options.editDenied === undefined || (options.editDenied === 'readonly' && options.editAccess !== undefined)
          ? []
          : [{ file: file.path, ...positionOf(file, [...at, 'editDenied']), message: '`editDenied` must be `readonly`, beside an `editAccess` rule' }];
      return [
        ...referenceProblem(file, [...at, 'lookup'], 'lookup', options.lookup, names.lookups),
        ...accessRuleProblems(file, [...at, 'access'], options.access, names),
        ...accessRuleProblems(file, [...at, 'editAccess'], options.editAccess, names),
        ...editDenied,
        // users: a select's options narrowed by access rules (runtime/form/optionAccess.ts)
        ...(Array.isArray(options.optionAccess) ? options.optionAccess : []).flatMap((entry: unknown, index: number) =>
          accessRuleProblems(file, [...at, 'optionAccess', index, 'access'], object(entry).access, names),
        ),
      ];
    }
    return widgetProblems(file, at, value, names);
  });
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
