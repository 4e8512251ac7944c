import { message, messages } from '../../src/generated/catalog';

/**
 * The runtime's one message helper: the text a spec names, with `{name}` filled from `values`. Compiled screens carry their texts
 * already (the generator resolves their message keys); a message key still comes from places not
 * compiled yet (form specs) and from the runtime's own defaults (`'success'`), so a key is looked
 * up, and any other text is shown as written.
 *
 * @example
 * catalogText('areYouSure');                           // 'Are you sure?'
 * catalogText('Unlock');                               // 'Unlock'
 * catalogText('Saved {name}', { name: 'Smith' });      // 'Saved Smith'
 */
export function catalogText(keyOrText: string, values?: Readonly<Record<string, string | number>>): string {
  // Own keys only: a text such as 'constructor' is no key.
  if (Object.hasOwn(messages, keyOrText)) return message(keyOrText as keyof typeof messages, values);
  if (values === undefined) return keyOrText;
  return keyOrText.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
