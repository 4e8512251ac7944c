import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import type { PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/** The kind of name a key holds wherever it appears in a screen or form spec, and where such names live. */
const nameKeys: Record<string, { kind: string; known: (names: SpecNames) => ReadonlySet<string>; messageKey?: true }> = {
  operation: { kind: 'operation', known: (names) => names.operations },
  format: { kind: 'format', known: (names) => names.formats },
  widget: { kind: 'widget', known: (names) => names.widgets },
  'ui:widget': { kind: 'widget', known: (names) => names.widgets },
  lookup: { kind: 'lookup', known: (names) => names.lookups },
  panel: { kind: 'panel', known: (names) => names.panels },
  part: { kind: 'card part', known: (names) => names.cardParts },
  machine: { kind: 'machine', known: (names) => names.machines },
  form: { kind: 'form', known: (names) => names.forms },
  action: { kind: 'row action', known: (names) => names.actions },
  roles: { kind: 'role', known: (names) => names.roles },
  permissions: { kind: 'permission', known: (names) => names.permissions },
  anyPermission: { kind: 'permission', known: (names) => names.permissions },
  ...Object.fromEntries(
    [
      'success', 'empty', 'loadingText', 'notFound', 'denied', 'deniedTitle', 'leaveConfirm',
      'fallbackWarning', 'requiresSaved', 'acceptMessage', 'headingFallback', 'minLengthMessage',
      'patternMessage', 'requiredMessage', 'noneMessage',
    ].map((key) => [key, { kind: 'message key', known: (names: SpecNames) => names.messages, messageKey: true as const }]),
  ),
};

// A form's `schema` is JSON Schema, whose `format` and `required` are JSON Schema keywords.
const notSpecText = new Set(['schema']);
// Keys of the name kind that hold something else where they sit, as `parent.key` (none today:
// an action's `input.widget` is a widget of the registry like any other).
const notNames = new Set<string>();

/**
 * Every name a screen or form spec uses, wherever it sits: a key of `nameKeys` (an `operation`,
 * a `format`, a `widget`, a message key...) is checked against the declared names at any depth,
 * so a name nested in a detail table, a card action or a filter is caught like a top-level one.
 * A message-key position holding text with a space is literal text, not a key.
 *
 * @example
 * namePositionProblems(file, names); // [{ ..., message: 'unknown format `yesNoo`; did you mean `yesNo`?' }]
 */
export function namePositionProblems(file: SpecFile, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  // A row action `form: <panel>` opens the list's modal panel (`modalForm.panel`), checked there.
  const data = typeof file.data === 'object' && file.data !== null ? (file.data as Record<string, unknown>) : {};
  const modalForm = typeof data.modalForm === 'object' && data.modalForm !== null ? (data.modalForm as Record<string, unknown>) : {};
  const modalPanel = typeof modalForm.panel === 'string' ? modalForm.panel : undefined;
  const visit = (node: unknown, path: PathSegment[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (path.length === 0 && notSpecText.has(key)) continue;
      const at = [...path, key];
      const opensModalPanel = key === 'form' && path[0] === 'rowActions' && modalPanel !== undefined && value === modalPanel;
      const name = notNames.has(`${String(path.at(-1))}.${key}`) || opensModalPanel ? undefined : nameKeys[key];
      if (name !== undefined) {
        const known = name.known(names);
        const check = (text: unknown, where: PathSegment[]) => {
          if (name.messageKey === true && typeof text === 'string' && /\s/.test(text)) return;
          problems.push(...referenceProblem(file, where, name.kind, text, known));
        };
        if (Array.isArray(value)) value.forEach((text, index) => check(text, [...at, index]));
        else check(value, at);
      }
      visit(value, at);
    }
  };
  visit(file.data, []);
  return problems;
}
