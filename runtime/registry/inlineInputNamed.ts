import type { InlineInput } from '../inputs/InlineInput';
import { inlineInputs } from '../inputs/inlineInputs';
import type { ResolveContext } from './Registry';
import type { RuntimeRegistry } from './RuntimeRegistry';

/**
 * The inline input of a widget name: the app's own (`registry.inputs`) first, else the runtime's
 * generic one of runtime/inputs. The generic inputs are looked up here, not held by the registry,
 * so that only the screens drawing an input (filters, editable rows, action dialogs: all loaded
 * lazily) load them, and the Welcome screen does not. Throws naming the spec and the nearest name
 * for an unknown widget.
 *
 * @example
 * const { Input } = inlineInputNamed(registry, 'slider', { spec: 'the input of action volume_level' });
 */
export function inlineInputNamed(registry: RuntimeRegistry, name: string | undefined, context: ResolveContext<InlineInput>): InlineInput {
  if (name !== undefined && registry.inputs.has(name)) return registry.inputs.resolve(name, context);
  return registry.inputs.resolve(name, { ...context, overrides: { ...inlineInputs, ...context.overrides } });
}

/** Every widget name an inline input answers: the runtime's generic ones and the app's. */
export function inlineInputNames(registry: RuntimeRegistry): string[] {
  return [...new Set([...Object.keys(inlineInputs), ...registry.inputs.names()])].sort();
}
