import type { RegistryWidgetsType } from '@rjsf/utils';
import { NpiWidget } from './NpiWidget';

/** The specialist forms' widgets: `npi`, the NPI registry lookup by number or by name. */
export const specialistWidgets: Readonly<RegistryWidgetsType> = { npi: NpiWidget };
