import { nearestName } from './nearestName';
import { UnknownNameError } from './UnknownNameError';

/** Where a name is being resolved: the spec that uses it, its own overrides and the default. */
export interface ResolveContext<T> {
  /** The spec naming the implementation, e.g. `screens/patients.screen.yaml`; quoted in errors. */
  spec: string;
  /** Implementations the spec brings itself; they win over the registry. */
  overrides?: Readonly<Record<string, T>>;
  /** What to use when the spec names nothing. */
  fallback?: T;
}

/**
 * Implementations by name for one kind (format, widget, screen, machine), fixed when built and
 * looked up in the order the design fixes: the spec's own override, the registry, the default.
 */
export class Registry<T> {
  private readonly entries = new Map<string, T>();

  constructor(
    /** The kind of thing held, used in error messages: 'format', 'widget', ... */
    readonly kind: string,
    initial: Readonly<Record<string, T>> = {},
  ) {
    for (const [name, implementation] of Object.entries(initial)) this.entries.set(name, implementation);
  }

  /** The registered names, sorted. */
  names(): string[] {
    return [...this.entries.keys()].sort();
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * The implementation of `name` for a spec. Throws {@link UnknownNameError} naming the spec and
   * the nearest known name when nothing matches, or when the spec names nothing and there is no
   * default.
   *
   * @example
   * registry.formats.resolve(column.format, { spec: 'screens/patients.screen.yaml', fallback: textFormat })
   */
  resolve(name: string | undefined, context: ResolveContext<T>): T {
    if (name === undefined || name === '') {
      if (context.fallback !== undefined) return context.fallback;
      throw new UnknownNameError(this.kind, '', context.spec, undefined);
    }
    const override = context.overrides?.[name];
    if (override !== undefined) return override;
    const registered = this.entries.get(name);
    if (registered !== undefined) return registered;
    const known = [...Object.keys(context.overrides ?? {}), ...this.entries.keys()];
    throw new UnknownNameError(this.kind, name, context.spec, nearestName(name, known));
  }
}
