import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import { actionProblems } from './actionProblems';
import { cardsSpecProblems } from './cardsSpecProblems';
import { detailSpecProblems } from './detailSpecProblems';
import { editableSpecProblems } from './editableSpecProblems';
import { listCapabilityProblems } from './listCapabilityProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import { searchSpecProblems } from './searchSpecProblems';
import type { SpecNames } from './SpecNames';
import { wizardStepProblems } from './wizardStepProblems';

/**
 * Checks a screen spec against the other specs: its access rule, the operation or the lookup of
 * its source (one of the two), the operations and lookups of its filters, its widgets, formats,
 * machine, custom screen, form and empty-list message all exist, so do the names of its row
 * actions (`actionProblems`) and row link, each wizard step is a known form or registered component
 * of its machine, and a search screen's names exist too, so that nothing the linter passes renders
 * a blank page (what each kind needs is its definition's `required` in the screen schema).
 *
 * @example
 * screenSpecProblems(file, names);
 */
export function screenSpecProblems(file: SpecFile, names: SpecNames, openApi?: OpenApiDocument): LintProblem[] {
  if (typeof file.data !== 'object' || file.data === null) return [];
  const screen = file.data as Record<string, unknown>;
  const problems: LintProblem[] = [
    ...accessRuleProblems(file, ['access'], screen.access, names),
    ...accessRuleProblems(file, ['menu', 'access'], object(screen.menu).access, names),
  ];
  // What each kind needs (a list `source` and `columns`, ...) is the schema's `required` of its
  // definition; the names inside are checked here.
  if (screen.kind === 'wizard') problems.push(...wizardStepProblems(file, screen, names));
  if (screen.kind === 'search') problems.push(...searchSpecProblems(file, screen.search, names));
  const source = object(screen.source);
  if (source.operation !== undefined && source.lookup !== undefined) {
    problems.push({
      file: file.path,
      ...positionOf(file, ['source', 'lookup'], 'key'),
      message: '`source` takes either `operation` or `lookup`, not both',
    });
  }
  problems.push(
    ...referenceProblem(file, ['source', 'operation'], 'operation', source.operation, names.operations),
  );
  problems.push(...referenceProblem(file, ['source', 'lookup'], 'lookup', source.lookup, names.lookups));
  list(screen.filters).forEach((filter, index) => {
    const at: PathSegment[] = ['filters', index];
    problems.push(...referenceProblem(file, [...at, 'widget'], 'widget', filter.widget, names.widgets));
    problems.push(...accessRuleProblems(file, [...at, 'access'], filter.access, names));
    const options = object(filter.options);
    if (filter.options !== undefined && options.lookup === undefined && options.operation === undefined) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at, 'options']),
        message: `\`${pathName(at)}.options\` needs \`lookup\` or \`operation\``,
      });
    }
    problems.push(
      ...referenceProblem(file, [...at, 'options', 'lookup'], 'lookup', options.lookup, names.lookups),
    );
    problems.push(
      ...referenceProblem(
        file,
        [...at, 'options', 'operation'],
        'operation',
        options.operation,
        names.operations,
      ),
    );
  });
  problems.push(...accessRuleProblems(file, ['editAccess'], screen.editAccess, names));
  problems.push(...accessRuleProblems(file, ['rowLink', 'access'], object(screen.rowLink).access, names));
  list(screen.rowActions).forEach((action, index) => {
    problems.push(...actionProblems(file, ['rowActions', index], action, names, { modalForm: screen.modalForm, openApi, source: source.operation }));
  });
  list(screen.columns).forEach((column, index) => {
    problems.push(
      ...referenceProblem(file, ['columns', index, 'format'], 'format', column.format, names.formats),
    );
  });
  problems.push(...referenceProblem(file, ['empty'], 'message key', screen.empty, names.messages));
  problems.push(...referenceProblem(file, ['screen'], 'custom screen', screen.screen, names.screens));
  problems.push(...referenceProblem(file, ['form'], 'form', screen.form, names.forms));
  const modalForm = object(screen.modalForm);
  problems.push(...referenceProblem(file, ['modalForm', 'form'], 'form', modalForm.form, names.forms));
  problems.push(...referenceProblem(file, ['modalForm', 'panel'], 'panel', modalForm.panel, names.panels));
  problems.push(...accessRuleProblems(file, ['modalForm', 'createAccess'], modalForm.createAccess, names));
  problems.push(...accessRuleProblems(file, ['createLink', 'access'], object(screen.createLink).access, names));
  problems.push(...referenceProblem(file, ['machine'], 'machine', screen.machine, names.machines));
  problems.push(...detailSpecProblems(file, screen.detail, names, openApi));
  // cards screens and menu entries that open a document (firmware, app versions, user guides)
  problems.push(...cardsSpecProblems(file, screen, names, openApi));
  problems.push(...editableSpecProblems(file, screen, names));
  problems.push(...listCapabilityProblems(file, screen, names));
  problems.push(...referenceProblem(file, ['loadingText'], 'message key', screen.loadingText, names.messages));
  return problems;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}

function pathName([key, index]: PathSegment[]): string {
  return `${String(key)}[${String(index)}]`;
}
