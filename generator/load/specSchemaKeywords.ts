/**
 * The compiler's annotations in specs/schema, which Ajv (strict) must know as keywords:
 * `x-message` marks a field whose value is a message key of specs/catalog (resolved to its text
 * when a screen is compiled); `x-wire-shape` marks a list source whose `paging` and `filtersAt`
 * the compiler reads from its operation in specs/api.
 */
export const specSchemaKeywords = ['x-message', 'x-wire-shape'] as const;
