import { describe, expect, it } from 'vitest';
import { compareProblems, formatProblem, type LintProblem } from './LintProblem';

const at = (file: string, line: number, column: number, message = 'm'): LintProblem => ({
  file,
  line,
  column,
  message,
});

describe('formatProblem', () => {
  it('reads file:line:column, two spaces, then the message', () => {
    expect(formatProblem(at('specs/screens/patients.screen.yaml', 14, 27, 'unknown permission `x`'))).toBe(
      'specs/screens/patients.screen.yaml:14:27  unknown permission `x`',
    );
  });
});

describe('compareProblems', () => {
  it('orders by file, then line, then column, then message', () => {
    const problems = [at('b', 1, 1), at('a', 2, 1), at('a', 1, 5), at('a', 1, 5, 'a'), at('a', 1, 2)];
    expect(problems.sort(compareProblems).map(formatProblem)).toEqual([
      'a:1:2  m',
      'a:1:5  a',
      'a:1:5  m',
      'a:2:1  m',
      'b:1:1  m',
    ]);
  });
});
