import { constants } from '../../src/generated/catalog';

/**
 * The events the app raises (document 1 section 9, [event-names]): the app's state changed, and
 * the cosigned notes or a patient's notes must be reloaded. The names come from
 * `specs/catalog/constants.yaml`, so every screen uses the same ones.
 */
export const appEventNames = {
  stateChanged: String(constants.eventStateChanged),
  reloadCosignedNotes: String(constants.eventReloadCosignedNotes),
  reloadPatientNotes: String(constants.eventReloadPatientNotes),
} as const;

/** One of the app's events. */
export type AppEvent = keyof typeof appEventNames;

/**
 * Raises an app event on `target` (the window in the portal) as a DOM CustomEvent.
 *
 * @example
 * raiseAppEvent('reloadPatientNotes', { patientId: 12 });
 */
export function raiseAppEvent(event: AppEvent, detail?: unknown, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(appEventNames[event], { detail }));
}

/**
 * Listens for an app event; returns the function that stops listening.
 *
 * @example
 * useEffect(() => onAppEvent('reloadPatientNotes', () => void reload()), []);
 */
export function onAppEvent(event: AppEvent, listener: (detail: unknown) => void, target: EventTarget = window): () => void {
  const handler = (raised: Event) => listener((raised as CustomEvent).detail);
  target.addEventListener(appEventNames[event], handler);
  return () => target.removeEventListener(appEventNames[event], handler);
}
