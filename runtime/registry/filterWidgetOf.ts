import type { InlineInput } from '../inputs/InlineInput';
import { inlineInputNamed } from './inlineInputNamed';
import type { RuntimeRegistry } from './RuntimeRegistry';

/**
 * The inline input of a list filter: the one it names, else a select when it has options and a text
 * input otherwise. Throws naming the spec and the nearest name for an unknown widget.
 *
 * @example
 * filterWidgetOf(registry, filter.widget, 'screen /patients', filter.options !== undefined)
 */
export function filterWidgetOf(
  registry: RuntimeRegistry,
  name: string | undefined,
  spec: string,
  hasOptions: boolean,
): InlineInput {
  return inlineInputNamed(registry, name === undefined || name === '' ? (hasOptions ? 'select' : 'text') : name, { spec });
}
