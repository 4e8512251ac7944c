import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the `ui:options` keys of a form spec (its fields at any depth, the rows of an editable
 * list included) against what the registry declares: the keys every field takes
 * (`fieldOptions`) and those of the field's `ui:widget` (`widgetOptions`); any other key is
 * refused at its line with the nearest the field takes. In a registry file, each `widgetOptions`
 * entry must name a widget of the registry.
 *
 * @example
 * widgetOptionProblems(formFile, names);
 * // [{ ..., message: 'unknown `ui:options` key `acept` for the widget `file`; did you mean `accept`?' }]
 */
export function widgetOptionProblems(file: SpecFile, names: SpecNames): LintProblem[] {
  const spec = record(file.data);
  if (spec.kind === 'registry') {
    return Object.keys(record(spec.widgetOptions)).flatMap((widget) =>
      referenceProblem(file, ['widgetOptions', widget], 'widget', widget, names.widgets, 'key'),
    );
  }
  return uiOptionProblems(file, ['uiSchema'], spec.uiSchema, names);
}

function uiOptionProblems(file: SpecFile, at: PathSegment[], ui: unknown, names: SpecNames): LintProblem[] {
  const field = record(ui);
  const widget = typeof field['ui:widget'] === 'string' ? field['ui:widget'] : undefined;
  const takes = [...names.fieldOptions, ...(widget === undefined ? [] : (names.widgetOptions.get(widget) ?? []))];
  const owner = widget === undefined ? 'a field without `ui:widget`' : `the widget \`${widget}\``;
  // An unknown widget is reported as such; what it would take is anyone's guess.
  const checked = widget === undefined || names.widgets.has(widget);
  const problems = Object.keys(record(field['ui:options']))
    .filter((key) => checked && !takes.includes(key))
    .map((key): LintProblem => {
      const suggestion = nearestName(key, takes);
      const taken = takes.length === 0 ? 'none' : takes.map((name) => `\`${name}\``).join(', ');
      const hint = suggestion !== undefined ? `; did you mean \`${suggestion}\`?` : ` (it takes ${taken})`;
      return { file: file.path, ...positionOf(file, [...at, 'ui:options', key], 'key'), message: `unknown \`ui:options\` key \`${key}\` for ${owner}${hint}` };
    });
  for (const [key, value] of Object.entries(field)) {
    if (!key.startsWith('ui:')) problems.push(...uiOptionProblems(file, [...at, key], value, names));
  }
  return problems;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
