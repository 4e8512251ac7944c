import type { RegistryWidgetsType } from '@rjsf/utils';
import { LazyNpiWidget } from './LazyNpiWidget';

/** The specialist forms' widgets: `npi`, the NPI registry lookup by number or by name. */
export const specialistWidgets: Readonly<RegistryWidgetsType> = { npi: LazyNpiWidget };
