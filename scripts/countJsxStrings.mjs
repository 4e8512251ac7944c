// User-visible strings written in JSX (issue 26, "Done means": user-visible JSX strings 0 in
// screens/ and runtime/): every text a user reads comes from the spec or the message catalogue
// (`message('key')`, src/generated/catalog), so a product owner can change it and a second
// locale can translate it. Counted in the non-test .tsx files of screens/ and runtime/, parsed
// with TypeScript (not by pattern), three kinds of hit:
//
// - text between tags with a letter in it: `<Button>Save</Button>`;
// - a string literal a user reads as an attribute: `<TextInput label="Name" />` (the attributes
//   of `visibleAttributes`; `aria-label` too, which a screen reader reads out);
// - a string literal placed as a child: `{'Save'}`, `{busy ? 'Saving' : 'Save'}`.
//
// Not counted: class names, ids, test ids, keys, URLs and other attributes no one reads, and text
// made only of symbols or numbers (`·`, `—`, `/`, `%`). `npm run check` and npm test's spec checks
// fail when the count is above the ceiling in .jsx-string-ceiling.json (lower it as the count
// falls; it never goes up).
//
//   node scripts/countJsxStrings.mjs          the count, fails above the ceiling
//   node scripts/countJsxStrings.mjs --list   every hit with its file, line and text
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFilesUnder } from './sourceFiles.mjs';
import { checkCeiling, readCeiling } from './ceiling.mjs';

/** The folders counted, relative to the repository root. */
export const jsxStringFolders = ['screens', 'runtime'];

/** The attributes whose text a user reads (or hears): a literal in one of them is a hit. */
export const visibleAttributes = new Set([
  'title',
  'label',
  'placeholder',
  'description',
  'error',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'tooltip',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'nothingFoundMessage',
  'loadingText',
]);

/** Text a user reads: at least one letter (symbols, digits and spacing alone are layout). */
const readable = /\p{L}/u;

/**
 * The string literals of an expression placed as a child: the literal itself (a template's fixed
 * parts too: `Resend code (${left} s)`), or the branches of `a ? 'x' : 'y'` / `a || 'x'` / `a ?? 'x'`.
 */
function literalsOf(expression) {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) {
    const fixed = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join('…');
    return [{ text: fixed, getStart: (source) => expression.getStart(source) }];
  }
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.AmpersandAmpersandToken) {
      return literalsOf(expression.right);
    }
  }
  return [];
}

/**
 * The user-visible JSX strings of `text` (one .tsx file), each with its line and text.
 *
 * @example
 * jsxStringsIn('const a = <Button title="Save">Save now</Button>;');
 * // [{ line: 1, text: 'title="Save"' }, { line: 1, text: 'Save now' }]
 */
export function jsxStringsIn(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hits = [];
  const hit = (node, shown) => hits.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: shown });
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      const shown = node.text.replace(/\s+/g, ' ').trim();
      if (readable.test(shown)) hit(node, shown);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = node.initializer;
      if (visibleAttributes.has(name) && value !== undefined) {
        const literals = ts.isStringLiteral(value) ? [value] : ts.isJsxExpression(value) && value.expression ? literalsOf(value.expression) : [];
        for (const literal of literals) if (readable.test(literal.text)) hit(literal, `${name}="${literal.text}"`);
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalsOf(node.expression)) if (readable.test(literal.text)) hit(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

/** Every user-visible JSX string under the counted folders of `root`: `[{ file, line, text }]`. */
export function countJsxStrings(root) {
  const hits = [];
  for (const folder of jsxStringFolders) {
    for (const file of sourceFilesUnder(join(root, folder), { source: /\.tsx$/ })) {
      const path = relative(root, file);
      for (const found of jsxStringsIn(readFileSync(file, 'utf8'), path)) hits.push({ file: path, ...found });
    }
  }
  return hits;
}

/** The committed ceiling of .jsx-string-ceiling.json. */
export function jsxStringCeiling(root) {
  return readCeiling(root, '.jsx-string-ceiling.json', 'user-visible JSX strings');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const hits = countJsxStrings(root);
  checkCeiling({
    label: `user-visible JSX strings in ${jsxStringFolders.join('/, ')}/`,
    count: hits.length,
    ceiling: jsxStringCeiling(root),
    file: '.jsx-string-ceiling.json',
    key: 'user-visible JSX strings',
    advice: "put the text in the catalogue (specs/catalog) and show it with message('key')",
    details: process.argv.includes('--list') ? hits.map((found) => `${found.file}:${found.line} ${found.text}`) : [],
  });
}
