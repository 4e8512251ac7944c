import type { RegistryWidgetsType } from '@rjsf/utils';
import { useMemo } from 'react';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { formWidgets } from './formWidgets';

/** The widgets a form hands RJSF: the generic ones plus the domain ones the app registers. */
export function useFormWidgets(): RegistryWidgetsType {
  const { formWidgets: domainWidgets } = useRuntimeRegistry();
  return useMemo(() => ({ ...formWidgets, ...domainWidgets }), [domainWidgets]);
}
