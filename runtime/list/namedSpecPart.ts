import { nearestName } from '../registry/nearestName';
import { UnknownNameError } from '../registry/UnknownNameError';

/**
 * The list, list dialog or card a custom screen's spec or a panel's slot declares under `name`
 * (`lists`, `dialogs`, `cards`).
 * Throws {@link UnknownNameError} naming the spec and the nearest declared name when the spec
 * has none, so a renamed entry shows a fix instead of a screen without its list.
 *
 * @example
 * const cosign = namedSpecPart(screen.lists, 'cosignNotes', 'list', 'screen /admin/rtmDashboard');
 */
export function namedSpecPart<T>(parts: Readonly<Record<string, T>> | undefined, name: string, kind: 'list' | 'list dialog' | 'card', spec: string): T {
  const part = parts?.[name];
  if (part === undefined) throw new UnknownNameError(kind, name, spec, nearestName(name, Object.keys(parts ?? {})));
  return part;
}
