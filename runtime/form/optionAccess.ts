import type { AccessRule } from '../../src/generated/access';

/**
 * One entry of a select's `ui:options.optionAccess`: the option values it governs (`values`), or
 * every value no earlier entry names (`others: true`), and who is offered them (`access`).
 */
export interface OptionAccessEntry {
  values?: readonly (string | number)[];
  others?: boolean;
  access: AccessRule;
}

interface Option {
  value: string;
  label: string;
}

/** Reads `ui:options.optionAccess` as written in a form spec; anything else is no entries. */
export function optionAccessEntries(value: unknown): OptionAccessEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is OptionAccessEntry => typeof entry === 'object' && entry !== null && typeof (entry as { access?: unknown }).access === 'object',
  );
}

/**
 * The options of a select that the user is offered: each value is judged by the first entry that
 * names it (or, failing that, the first `others` entry), and kept when the user satisfies that
 * entry's access rule; a value no entry governs is offered to everyone. The currently chosen value
 * is always kept, so that a record whose value the user may not choose still shows it (the
 * server refuses a change to it anyway). Without entries every option is offered.
 *
 * @example
 * offeredOptions(roles, [{ values: [1, 13], access: { roles: ['superAdmin'] } }], csManagerCan, '8');
 * // every role but Super Admin (1) and Service Account (13)
 */
export function offeredOptions<T extends Option>(
  options: readonly T[],
  entries: readonly OptionAccessEntry[],
  can: (rule: AccessRule) => boolean,
  current?: string | null,
): T[] {
  if (entries.length === 0) return [...options];
  return options.filter((option) => {
    if (current !== undefined && current !== null && option.value === current) return true;
    const entry =
      entries.find((candidate) => candidate.values?.some((value) => String(value) === option.value)) ??
      entries.find((candidate) => candidate.others === true);
    return entry === undefined || can(entry.access);
  });
}
