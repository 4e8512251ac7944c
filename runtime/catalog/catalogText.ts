import { message, messages } from '../../src/generated/catalog';

/**
 * The text a spec names: a message key of specs/catalog/messages.yaml (with `{name}` filled
 * from `values`), or, when it is not a key, the text as written.
 *
 * @example
 * catalogText('areYouSure'); // 'Are you sure?'
 * catalogText('Unlock');     // 'Unlock'
 */
export function catalogText(keyOrText: string, values?: Readonly<Record<string, string | number>>): string {
  if (keyOrText in messages) return message(keyOrText as keyof typeof messages, values);
  return keyOrText;
}
