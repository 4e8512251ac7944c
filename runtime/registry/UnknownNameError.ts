/**
 * A spec named a format, widget, screen or machine that nothing implements. The message names
 * the spec and the nearest known name, so the page shows a fix instead of going blank.
 */
export class UnknownNameError extends Error {
  override readonly name = 'UnknownNameError';

  constructor(
    readonly kind: string,
    readonly unknown: string,
    readonly spec: string,
    readonly nearest: string | undefined,
  ) {
    super(`${spec}: unknown ${kind} '${unknown}'${nearest === undefined ? '' : `; did you mean '${nearest}'?`}`);
  }
}
