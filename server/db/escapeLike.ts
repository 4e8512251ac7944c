/**
 * `text` with LIKE's wildcards (`%`, `_`) and its escape character escaped, so that a user's
 * search matches literally. PostgreSQL's default LIKE escape is the backslash.
 *
 * @example
 * escapeLike('50%_off') // → '50\\%\\_off'
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
