import { messages } from '../../src/generated/catalog';

/**
 * The text of a spec's message key; a text that is not a key is shown as written.
 *
 * @example
 * messageText('cannotBeUndone'); // 'This action cannot be undone'
 * messageText('Archive'); // 'Archive'
 */
export function messageText(keyOrText: string): string {
  return (messages as Readonly<Record<string, string>>)[keyOrText] ?? keyOrText;
}
