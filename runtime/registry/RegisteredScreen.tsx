import { useRuntimeRegistry } from './RuntimeRegistryContext';

/** Props of {@link RegisteredScreen}. */
export interface RegisteredScreenProps {
  /** The custom screen's registry name (`screen` of a `kind: custom` spec). */
  name: string;
  /** Where the name comes from, quoted when nothing implements it. */
  spec: string;
}

/**
 * The custom screen the app's registry holds under `name`. Throws naming the spec and the
 * nearest known name when there is none, instead of rendering a blank page.
 *
 * @example
 * <RegisteredScreen name="login" spec="src/routes.tsx" />
 */
export function RegisteredScreen({ name, spec }: RegisteredScreenProps) {
  const Screen = useRuntimeRegistry().screens.resolve(name, { spec });
  return <Screen />;
}
