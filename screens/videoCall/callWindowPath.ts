/**
 * The route of the call window for a patient (specs/screens/call-window.screen.yaml).
 *
 * @example
 * callWindowPath(7); // '/call/7'
 */
export function callWindowPath(patientId: number): string {
  return `/call/${String(patientId)}`;
}
