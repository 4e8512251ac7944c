import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperationCall } from '../core/listSpec';
import type { StepData } from '../../machines/wizard/wizardContract';

/** What a wizard step component gets: its data, the machine's errors, and a way to change it. */
export interface WizardStepProps {
  /** The step's data as the machine holds it. */
  data: StepData;
  /** Messages by field name (the machine's rules and the server's field errors). */
  errors: Readonly<Record<string, string>>;
  /** Reports the whole new data; the machine decides what it becomes. */
  onChange: (data: StepData) => void;
  /** True while the step saves. */
  disabled: boolean;
  /** Calls a middleware operation (lookups). */
  call: OperationCall;
}

/**
 * A wizard step drawn by code instead of a form (`component` of a wizard step, a custom screen
 * name of specs/catalog/registry.yaml), usually lazy.
 */
export type WizardStepComponent = ComponentType<WizardStepProps> | LazyExoticComponent<ComponentType<WizardStepProps>>;
