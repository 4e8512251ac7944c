import type { ActingMember } from '../../machines/session/types';
import { message } from '../../src/generated/catalog';

/**
 * The 'Acting as' sublabel of the practice switcher ([menu-practice-switcher]): the member a
 * super user acts as, or nothing when not acting.
 *
 * @example
 * actingLabel({ id: 9, first_name: 'Daniel', last_name: 'Kowalski' }); // 'Acting as Daniel Kowalski'
 */
export function actingLabel(acting: ActingMember | undefined): string | undefined {
  if (!acting) return undefined;
  return `${message('actingAs')} ${[acting.first_name, acting.last_name].filter(Boolean).join(' ')}`;
}
