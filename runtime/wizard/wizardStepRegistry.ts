import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperationCall } from '../core/listSpec';
import { Registry } from '../registry/Registry';

/** What a registered wizard step component gets: its data, the machine's errors, and a way to change it. */
export interface WizardStepProps {
  /** The step's data as the machine holds it. */
  data: Record<string, unknown>;
  /** Messages by field name (the machine's rules and the server's field errors). */
  errors: Readonly<Record<string, string>>;
  /** Reports the whole new data; the machine decides what it becomes. */
  onChange: (data: Record<string, unknown>) => void;
  /** True while the step saves. */
  disabled: boolean;
  /** Calls a middleware operation (lookups). */
  call: OperationCall;
}

/** A wizard step component, usually lazy. */
export type WizardStepComponent = ComponentType<WizardStepProps> | LazyExoticComponent<ComponentType<WizardStepProps>>;

/**
 * Step components by the custom screen names of `specs/catalog/registry.yaml`: the app registers
 * them at startup (src/screenRegistry.ts), so the runtime never imports `screens/`.
 */
export const wizardStepRegistry = new Registry<WizardStepComponent>('wizard step');

/**
 * Registers a wizard step component under its registry name.
 *
 * @example
 * registerWizardStep('patientDevices', lazy(() => import('../screens/patientDevices/PatientDevicesStep')));
 */
export function registerWizardStep(name: string, component: WizardStepComponent): void {
  wizardStepRegistry.register(name, component);
}
