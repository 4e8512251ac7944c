// The contract between a wizard screen (`kind: wizard` in specs/screens, runtime/wizard) and the
// machine its spec names. The machine decides everything a user can see change: which tabs are
// open, which step is shown, which buttons it has, what each step holds, when to save and where
// to go afterwards. The runtime only renders this context and sends these events, so every
// wizard's behaviour can be tested without React.

/** Which record a wizard opens: the route's id, or null for `new`. */
export interface WizardInput {
  /** The route's record id; null when the route says `new`. */
  recordId: string | null;
  /** The query string without `?` (when the spec sets `tabQuery`), e.g. `procedure`. */
  query?: string;
  /** Unix milliseconds now; injected so that date rules are testable. */
  now?: () => number;
}

/** One tab and whether the user may open it. */
export interface WizardTab {
  id: string;
  enabled: boolean;
}

/** The buttons a step may show, in the order the machine lists them. */
export type WizardButton = 'cancel' | 'back' | 'next' | 'save';

/** A request to save one step, which the runtime carries out with the spec's operation. */
export interface WizardSubmitRequest {
  step: string;
  /** `create` calls the step's `submit.create`, `update` its `submit.update` with path `id`. */
  mode: 'create' | 'update';
  id?: string | number;
  body: Record<string, unknown>;
  /** Changes on every request, so the runtime carries out each one once. */
  seq: number;
}

/** Where to go: a route of the portal, opened once per `seq`. */
export interface WizardNavigation {
  to: string;
  seq: number;
}

/** A toast to show once per `seq`: a message key of specs/catalog/messages.yaml and its kind. */
export interface WizardToast {
  message: string;
  kind: 'success' | 'error';
  seq: number;
}

/** A dialog the user must close (OK), e.g. a rule the save broke; title and message are message keys. */
export interface WizardDialog {
  title: string;
  message: string;
}

/** What every wizard machine keeps in its context; a machine may keep more. */
export interface WizardContext {
  recordId: string | null;
  /** The step shown. */
  current: string;
  tabs: WizardTab[];
  buttons: WizardButton[];
  /** Each step's data, as its form or component shows it. */
  data: Record<string, Record<string, unknown>>;
  /** Message keys by field path, for each step (rules the machine checks). */
  errors: Record<string, Record<string, string>>;
  /** True while something typed is not saved; the runtime then asks before leaving. */
  dirty: boolean;
  /** True until the record has loaded (always false for `new`). */
  loading: boolean;
  /** True while a save runs. */
  saving: boolean;
  submit: WizardSubmitRequest | null;
  navigate: WizardNavigation | null;
  toast: WizardToast | null;
  dialog: WizardDialog | null;
}

/** The events every wizard machine understands. */
export type WizardEvent =
  | { type: 'LOADED'; record: unknown }
  | { type: 'LOAD_FAILED' }
  | { type: 'CHANGE'; step: string; data: Record<string, unknown> }
  | { type: 'SELECT_TAB'; step: string }
  | { type: 'CANCEL' }
  | { type: 'BACK' }
  /** The user pressed Next or Save and the step's form is valid. */
  | { type: 'SUBMIT' }
  | { type: 'SAVED'; step: string; answer: unknown }
  | { type: 'SAVE_FAILED'; step: string }
  | { type: 'CLOSE_DIALOG' };
