import { message, messages } from '../../src/generated/catalog';
import { fillText } from './fillText';

/**
 * The runtime's one message helper: the text a spec names, with `{name}` filled from `values`. Compiled screens carry their texts
 * already, and so do compiled forms (the generator resolves their message keys); a message key
 * still comes from the state machines (a wizard's toasts and dialogs) and from the cards' own
 * defaults, so a key is looked up, and any other text is shown as written.
 *
 * @example
 * catalogText('areYouSure');                           // 'Are you sure?'
 * catalogText('Unlock');                               // 'Unlock'
 * catalogText('Saved {name}', { name: 'Smith' });      // 'Saved Smith'
 */
export function catalogText(keyOrText: string, values?: Readonly<Record<string, string | number>>): string {
  // Own keys only: a text such as 'constructor' is no key.
  if (Object.hasOwn(messages, keyOrText)) return message(keyOrText as keyof typeof messages, values);
  return values === undefined ? keyOrText : fillText(keyOrText, values);
}
