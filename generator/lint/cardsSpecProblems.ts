import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import { actionProblems } from './actionProblems';
import type { LintProblem } from './LintProblem';
import type { PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the `cards` of a `kind: cards` screen, and any screen's `menuLinks`, against the other
 * specs: the operations of its source, dialogs, forms, edit and add; the forms they name; the
 * formats of fields; the message keys; and its card actions (`actionProblems`, which checks the
 * tables of their dialogs too).
 *
 * @example
 * cardsSpecProblems(file, screen, names);
 */
export function cardsSpecProblems(file: SpecFile, screen: Record<string, unknown>, names: SpecNames, openApi?: OpenApiDocument): LintProblem[] {
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
  list(cards.actions).forEach((spec, index) => {
    problems.push(...actionProblems(file, ['cards', 'actions', index], spec, names, { openApi, source: object(cards.source).operation }));
  });
  // A card part's name resolves in namePositionProblems (`part`); the form it opens is a card form.
  list(cards.parts).forEach((part, index) => {
    if (part.form !== undefined) cardForm(['cards', 'parts', index, 'form'], object(part.form));
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
