import { listWireShape } from '../compile/listWireShape';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { operationParameterNames } from '../load/openApiLookup';
import type { SpecFile } from '../load/SpecFile';
import { actionProblems } from './actionProblems';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';
import { fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import { answerRecords, resolveFieldPath, type FieldScope } from './fieldPathResolver';
import { referenceProblem } from './referenceProblem';
import { pathText } from './schemaProblems';
import type { SpecNames } from './SpecNames';

/** What a slot of a detail screen shows: a registered panel, or one of the regions a spec builds. */
export const slotKinds = ['panel', 'card', 'list', 'form', 'chart'] as const;

/**
 * Checks the slots (`detail.parts`, `detail.panels`) of a detail screen, each at its own line: it
 * shows exactly one of `panel`, `card`, `list`, `form` or `chart`; a region the spec builds has a
 * `name`, unique on the screen like a panel's; a chart names a chart of the registry; the
 * `source` of a card or chart names parameters of its operation and fields of the screen's
 * record; a card's fields are fields of the record it shows when the description closes it; a
 * list's operation tells how it pages, and its row actions pass `actionProblems`. Operations,
 * formats, forms, message keys, roles and permissions are checked wherever they sit by
 * `namePositionProblems`; keys foreign to the slot's kind by the schema.
 *
 * @example
 * panelSlotProblems(file, names, openApi.document);
 * // [{ ..., message: '`detail.panels[2]` needs exactly one of `panel`, `card`, `list`, `form` or `chart`' }]
 */
export function panelSlotProblems(file: SpecFile, names: SpecNames, openApi?: OpenApiDocument): LintProblem[] {
  const screen = object(file.data);
  if (screen.kind !== 'detail') return [];
  const detail = object(screen.detail);
  const screenSource = object(detail.source).operation;
  const problems: LintProblem[] = [];
  const seen = new Map<string, PathSegment[]>();
  for (const region of ['parts', 'panels'] as const) {
    list(detail[region]).forEach((slot, index) => {
      const at: PathSegment[] = ['detail', region, index];
      // A slot with `tabs` and no `panel` is a region of tabs the spec builds (embeddedListProblems checks its tabs).
      const shows = [...slotKinds.filter((key) => slot[key] !== undefined), ...(slot.tabs !== undefined && slot.panel === undefined ? ['tabs' as const] : [])];
      if (shows.length !== 1) {
        const kinds = [...slotKinds, 'tabs'].map((key) => `\`${key}\``);
        problems.push({
          file: file.path,
          ...positionOf(file, at),
          message: `\`${pathText(at)}\` needs exactly one of ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1) ?? ''}${shows.length > 1 ? ` (it has ${shows.map((key) => `\`${key}\``).join(' and ')})` : ''}`,
        });
      }
      const built = shows.length === 1 && shows[0] !== 'panel';
      if (built && slot.name === undefined) {
        problems.push({ file: file.path, ...positionOf(file, at), message: `\`${pathText(at)}\` builds its region (\`${String(shows[0])}\`) and needs a \`name\`` });
      }
      const name = typeof slot.panel === 'string' ? slot.panel : slot.name;
      const nameAt: PathSegment[] = [...at, typeof slot.panel === 'string' ? 'panel' : 'name'];
      if (typeof name === 'string') {
        const first = seen.get(name);
        if (first !== undefined) {
          problems.push({ file: file.path, ...positionOf(file, nameAt), message: `\`${name}\` names two regions of this screen (the first at \`${pathText(first)}\`)` });
        } else seen.set(name, nameAt);
      }
      const card = object(slot.card);
      problems.push(...sourceProblems(file, [...at, 'card', 'source'], card.source, screenSource, openApi));
      problems.push(...cardFieldProblems(file, [...at, 'card'], card, screenSource, openApi));
      const chart = object(slot.chart);
      problems.push(...referenceProblem(file, [...at, 'chart', 'component'], 'chart', chart.component, names.charts));
      problems.push(...sourceProblems(file, [...at, 'chart', 'source'], chart.source, screenSource, openApi));
      problems.push(...listProblems(file, [...at, 'list'], object(slot.list), names, openApi, screenSource));
    });
  }
  return problems;
}

/** A card or chart source: its parameters are the operation's, its values fields of the screen's record. */
function sourceProblems(file: SpecFile, at: PathSegment[], value: unknown, screenSource: unknown, openApi: OpenApiDocument | undefined): LintProblem[] {
  const source = object(value);
  if (openApi === undefined || typeof source.operation !== 'string') return [];
  const problems: LintProblem[] = [];
  const parameters = operationParameterNames(openApi, source.operation);
  const records = answerRecords(openApi, screenSource);
  for (const [name, field] of Object.entries(object(source.params))) {
    if (parameters !== undefined && !parameters.has(name)) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at, 'params', name], 'key'),
        message: unknownNameMessage(`parameter of \`${source.operation}\` (path, query or body):`, name, parameters),
      });
    }
    problems.push(...fieldPathProblems(file, [...at, 'params', name], field, records));
  }
  return problems;
}

/** A card's fields are fields of the record it shows (its source's answer, else the screen's record), or of the object its `field` holds. */
function cardFieldProblems(file: SpecFile, at: PathSegment[], card: Record<string, unknown>, screenSource: unknown, openApi: OpenApiDocument | undefined): LintProblem[] {
  const operation = object(card.source).operation ?? screenSource;
  const records = openApi === undefined ? undefined : answerRecords(openApi, operation);
  const fieldsIn = (scope: FieldScope | undefined) =>
    list(card.fields).flatMap((field, index) => fieldPathProblems(file, [...at, 'fields', index, 'field'], field.field, scope));
  if (card.field === undefined) return fieldsIn(records);
  const holder = fieldPathProblems(file, [...at, 'field'], card.field, records);
  if (holder.length > 0 || records === undefined || typeof card.field !== 'string') return holder;
  const resolved = resolveFieldPath(records, card.field);
  const schema = resolved.found ? resolved.schema : undefined;
  return fieldsIn(schema === undefined ? undefined : { document: records.document, schema, owner: `\`${card.field}\` of ${records.owner}` });
}

/**
 * A list in a region: its operation tells how it pages, its row actions are checked as a list
 * screen's, and the `{field}`s of its `createLink` are fields of the screen's record.
 */
function listProblems(file: SpecFile, at: PathSegment[], spec: Record<string, unknown>, names: SpecNames, openApi: OpenApiDocument | undefined, screenSource: unknown): LintProblem[] {
  const operation = object(spec.source).operation;
  const problems: LintProblem[] = [];
  if (openApi !== undefined && typeof operation === 'string') {
    const shape = listWireShape(openApi, operation);
    if (shape !== undefined && shape.paging === undefined && object(spec.source).rows === undefined) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at, 'source', 'operation']),
        message: `cannot tell how \`${operation}\` pages its answer: its 200 answer's \`data\` is no array and has neither \`currentPage\` nor \`current_page\``,
      });
    }
  }
  list(spec.rowActions).forEach((action, index) => {
    problems.push(...actionProblems(file, [...at, 'rowActions', index], action, names, { openApi, source: operation, rows: object(spec.source).rows }));
  });
  if (openApi !== undefined) {
    problems.push(...templateFieldProblems(file, [...at, 'createLink', 'to'], object(spec.createLink).to, answerRecords(openApi, screenSource)));
  }
  return problems;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}
