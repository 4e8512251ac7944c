import { wizardStepIds } from '../../domain/wizard/wizardStepIds';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Checks the parts of a `kind: wizard` screen that name other specs: the load operation, each
 * step's form or registered component (exactly one of the two), its submit operations, access
 * rules and message keys, the leave question's message key, and that no two steps share an id.
 * The step ids are those of its machine (domain/wizard/wizardStepIds.ts, read without loading
 * the machine): an id the machine does not know, a step of the machine the screen leaves out, and
 * a registered machine that lists no step ids (no wizard machine) are refused.
 *
 * @example
 * wizardStepProblems(file, screen, names); // [] when every name is known
 */
export function wizardStepProblems(
  file: SpecFile,
  screen: Record<string, unknown>,
  names: SpecNames,
  machineSteps: Readonly<Record<string, readonly string[]>> = wizardStepIds,
): LintProblem[] {
  const problems: LintProblem[] = [];
  const machine = typeof screen.machine === 'string' && names.machines.has(screen.machine) ? screen.machine : undefined;
  const known = machine === undefined ? undefined : machineSteps[machine];
  if (machine !== undefined && known === undefined) {
    const wizards = Object.keys(machineSteps).map((name) => `\`${name}\``).join(', ');
    problems.push({ file: file.path, ...positionOf(file, ['machine']), message: `\`${machine}\` is no wizard machine: domain/wizard/wizardStepIds.ts lists no step ids for it (the wizard machines: ${wizards})` });
  }
  const load = record(screen.load);
  problems.push(...referenceProblem(file, ['load', 'operation'], 'operation', load.operation, names.operations));
  problems.push(...referenceProblem(file, ['leaveConfirm'], 'message key', screen.leaveConfirm, names.messages));
  const seen = new Set<string>();
  const suggested = new Set<string>();
  const steps = Array.isArray(screen.steps) ? screen.steps.map(record) : [];
  steps.forEach((step, index) => {
    const at = ['steps', index] as const;
    if (typeof step.id === 'string') {
      if (seen.has(step.id)) {
        problems.push({ file: file.path, ...positionOf(file, [...at, 'id']), message: `duplicate wizard step id \`${step.id}\`` });
      }
      seen.add(step.id);
      if (known !== undefined && !known.includes(step.id)) {
        const suggestion = nearestName(step.id, known);
        if (suggestion !== undefined) suggested.add(suggestion);
        problems.push({
          file: file.path,
          ...positionOf(file, [...at, 'id']),
          message: `\`${step.id}\` is no step of the machine \`${String(machine)}\` (its steps: ${known.map((id) => `\`${id}\``).join(', ')})${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
        });
      }
    }
    if ((step.form === undefined) === (step.component === undefined)) {
      problems.push({
        file: file.path,
        ...positionOf(file, [...at]),
        message: `wizard step \`${String(step.id)}\` needs either \`form\` or \`component\``,
      });
    }
    problems.push(...referenceProblem(file, [...at, 'form'], 'form', step.form, names.forms));
    problems.push(...referenceProblem(file, [...at, 'component'], 'custom screen', step.component, names.screens));
    const submit = record(step.submit);
    for (const mode of ['create', 'update'] as const) {
      const way = record(submit[mode]);
      const path = [...at, 'submit', mode];
      problems.push(...referenceProblem(file, [...path, 'operation'], 'operation', way.operation, names.operations));
      problems.push(...accessRuleProblems(file, [...path, 'access'], way.access, names));
      problems.push(...referenceProblem(file, [...path, 'denied'], 'message key', way.denied, names.messages));
      problems.push(...referenceProblem(file, [...path, 'deniedTitle'], 'message key', way.deniedTitle, names.messages));
    }
  });
  // A tab of the machine without a step here would show nothing; a misspelt id names it already.
  const leftOut = Array.isArray(screen.steps) ? (known ?? []).filter((id) => !seen.has(id) && !suggested.has(id)) : [];
  if (leftOut.length > 0) {
    const ids = leftOut.map((id) => `\`${id}\``).join(', ');
    problems.push({ file: file.path, ...positionOf(file, ['steps'], 'key'), message: `\`steps\` leaves out ${leftOut.length === 1 ? 'the step' : 'the steps'} ${ids} of the machine \`${String(machine)}\`` });
  }
  return problems;
}
