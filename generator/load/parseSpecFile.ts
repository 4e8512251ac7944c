import { LineCounter, parseDocument } from 'yaml';
import type { LintProblem } from '../lint/LintProblem';
import type { SpecFile } from './SpecFile';

/** A parsed spec file and the YAML syntax problems found while parsing it. */
export interface ParsedSpecFile {
  file: SpecFile;
  problems: LintProblem[];
}

// Codes whose cause is nearly always a line indented one step too far or too little.
const indentationCodes = new Set([
  'BAD_INDENT',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'MISSING_CHAR',
  'UNEXPECTED_TOKEN',
  'TAB_AS_INDENT',
]);

/**
 * Parses one YAML spec, keeping line positions and reporting syntax errors (bad indentation,
 * duplicate keys, ...) as lint problems at the place they occur.
 *
 * @example
 * const { file, problems } = parseSpecFile('specs/access.yaml', text);
 */
export function parseSpecFile(path: string, text: string): ParsedSpecFile {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = document.errors.filter(
    // yaml reports a too-deep line twice from the same offset; the multi-line report spans the
    // line to fix, so the other is dropped.
    (error, _, all) =>
      error.code !== 'BLOCK_AS_IMPLICIT_KEY' ||
      !all.some((other) => other.code === 'MULTILINE_IMPLICIT_KEY' && other.pos[0] === error.pos[0]),
  );
  // One broken line throws yaml off for the lines after it, so only the first error is reported:
  // it is the one to fix, and the others usually vanish with it.
  const first = errors[0];
  const problems: LintProblem[] = [];
  if (first !== undefined) {
    const { line, col } = lineCounter.linePos(culpritOffset(first.code, text, first.pos));
    problems.push({
      file: path,
      line,
      column: col,
      message: syntaxMessage(first.code, first.message, text, first.pos),
    });
  }
  // A document with syntax errors still yields a partial value; using it would add confusing
  // follow-on errors, so the schema and reference checks skip it.
  const data: unknown = problems.length === 0 ? document.toJS() : undefined;
  return { file: { path, text, document, lineCounter, data }, problems };
}

// When a line is indented too far, yaml reads it as the continuation of the line above and reports
// the error where that line starts; the line to fix is the last one the error spans.
function culpritOffset(code: string, text: string, [start, end]: [number, number]): number {
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' && code !== 'MULTILINE_IMPLICIT_KEY') return start;
  const lastBreak = text.lastIndexOf('\n', end - 1);
  if (lastBreak < start) return start;
  const indent = /^[ \t]*/.exec(text.slice(lastBreak + 1))?.[0].length ?? 0;
  return lastBreak + 1 + indent;
}

function syntaxMessage(code: string, original: string, text: string, [start, end]: [number, number]): string {
  if (code === 'DUPLICATE_KEY') {
    // The error's range may cover only part of the key; the key runs up to its colon.
    const key = /^("[^"]*"|'[^']*'|[^:,{}\n]+)/.exec(text.slice(start))?.[0] ?? text.slice(start, end);
    return `duplicate key \`${key.trim()}\``;
  }
  if (code === 'MULTILINE_IMPLICIT_KEY' && text.slice(start, end).includes('\n')) {
    return 'bad indentation: this line is indented further than the keys above it';
  }
  if (code === 'TAB_AS_INDENT') return 'bad indentation: use spaces, not tabs';
  if (code === 'BAD_INDENT' && original.startsWith('All mapping items must start at the same column')) {
    return 'bad indentation: the keys of one map must start at the same column';
  }
  const detail = original.split('\n')[0] ?? original;
  return indentationCodes.has(code)
    ? `YAML syntax error: ${detail}; check the indentation`
    : `YAML syntax error: ${detail}`;
}
