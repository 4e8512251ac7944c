import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the `cards` of a `kind: cards` screen, and any screen's `menuLinks`, against the other
 * specs: the operations of its source, dialogs, forms, edit and add; the forms they name; the
 * formats of fields and columns; the message keys; the access rules and operations of card and
 * row actions; and that each card action does exactly one of `to`, `operation`, `action`,
 * `dialog`, `form`.
 *
 * @example
 * cardsSpecProblems(file, screen, names);
 */
export function cardsSpecProblems(file: SpecFile, screen: Record<string, unknown>, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  const operation = (path: PathSegment[], name: unknown) => problems.push(...referenceProblem(file, path, 'operation', name, names.operations));
  const messageKey = (path: PathSegment[], name: unknown) => problems.push(...referenceProblem(file, path, 'message key', name, names.messages));
  const form = (path: PathSegment[], name: unknown) => problems.push(...referenceProblem(file, path, 'form', name, names.forms));
  const format = (path: PathSegment[], name: unknown) => problems.push(...referenceProblem(file, path, 'format', name, names.formats));

  list(screen.menuLinks).forEach((link, index) => {
    problems.push(...accessRuleProblems(file, ['menuLinks', index, 'access'], link.access, names));
    operation(['menuLinks', index, 'open', 'operation'], object(link.open).operation);
  });
  if (screen.cards === undefined) return problems;
  const cards = object(screen.cards);
  operation(['cards', 'source', 'operation'], object(cards.source).operation);
  messageKey(['cards', 'empty'], cards.empty);
  list(cards.fields).forEach((field, index) => format(['cards', 'fields', index, 'format'], field.format));

  const cardForm = (at: PathSegment[], spec: Record<string, unknown>) => {
    form([...at, 'form'], spec.form);
    operation([...at, 'operation'], spec.operation);
    messageKey([...at, 'success'], spec.success);
  };
  const action = (at: PathSegment[], spec: Record<string, unknown>, kinds: readonly string[]) => {
    operation([...at, 'operation'], spec.operation);
    problems.push(...referenceProblem(file, [...at, 'action'], 'row action', spec.action, names.actions));
    problems.push(...accessRuleProblems(file, [...at, 'access'], spec.access, names));
    messageKey([...at, 'success'], spec.success);
    const confirm = object(spec.confirm);
    messageKey([...at, 'confirm', 'title'], confirm.title);
    messageKey([...at, 'confirm', 'message'], confirm.message);
    const does = kinds.filter((key) => spec[key] !== undefined);
    if (does.length !== 1) {
      problems.push({
        file: file.path,
        ...positionOf(file, at),
        message: `\`${at.map(String).join('.')}\` needs exactly one of ${kinds.map((key) => `\`${key}\``).join(', ')}`,
      });
    }
  };

  list(cards.actions).forEach((spec, index) => {
    const at: PathSegment[] = ['cards', 'actions', index];
    action(at, spec, ['to', 'operation', 'action', 'dialog', 'form']);
    if (spec.form !== undefined) cardForm([...at, 'form'], object(spec.form));
    list(object(spec.dialog).lists).forEach((table, tableIndex) => {
      const tableAt: PathSegment[] = [...at, 'dialog', 'lists', tableIndex];
      operation([...tableAt, 'source', 'operation'], object(table.source).operation);
      messageKey([...tableAt, 'empty'], table.empty);
      list(table.columns).forEach((column, columnIndex) => format([...tableAt, 'columns', columnIndex, 'format'], column.format));
      list(table.rowActions).forEach((rowAction, actionIndex) => action([...tableAt, 'rowActions', actionIndex], rowAction, ['to', 'operation', 'action']));
    });
  });
  if (cards.add !== undefined) cardForm(['cards', 'add'], object(cards.add));
  if (cards.edit !== undefined) {
    const edit = object(cards.edit);
    cardForm(['cards', 'edit'], edit);
    operation(['cards', 'edit', 'load', 'operation'], object(edit.load).operation);
    messageKey(['cards', 'edit', 'load', 'fallbackWarning'], object(edit.load).fallbackWarning);
  }
  return problems;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}
