// The portal's one registry: the runtime's generic implementations plus the domain ones from
// screens/, provided to every screen by context in main.tsx.
import { createRuntimeRegistry } from '../runtime/registry/RuntimeRegistry';
import { deviceCellFormats } from '../screens/devices/deviceCellFormats';
import { patientFormats } from '../screens/patients/patientFormats';
import { specialistWidgets } from '../screens/specialists/specialistWidgets';

export const appRegistry = createRuntimeRegistry({
  formats: { ...patientFormats, ...deviceCellFormats },
  formWidgets: specialistWidgets,
});
