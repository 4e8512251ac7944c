import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import { accessSpecProblems } from './accessSpecProblems';
import type { SpecNames } from './SpecNames';

const names = {
  roles: new Set(['surgeon', 'superAdmin']),
  permissions: new Set(['viewAllPatient']),
  operations: new Set<string>(),
  messages: new Set<string>(),
} as SpecNames;

describe('accessSpecProblems: role groups', () => {
  it('reports a role group naming an unknown role at its line, and accepts known ones', () => {
    const { file } = parseSpecFile(
      'specs/access.yaml',
      ['roleGroups:', '  surgeons: [surgeon]', '  admins: [superAdmin, surgoen]'].join('\n'),
    );
    const problems = accessSpecProblems(file, names, new Map()).map(
      (problem) => `${String(problem.line)}: ${problem.message}`,
    );
    expect(problems).toEqual([expect.stringMatching(/^3: unknown role `surgoen`; did you mean `surgeon`\?/)]);
  });
});
