// What the gateway answers a patient app that sent something it cannot take (`{type: 'error',
// message}`): read by the app's developers and logs, not by a patient, so not in the catalogue.

export const patientAppErrors = {
  notJson: 'The message is not JSON.',
  unknownType: 'Unknown message type.',
  helloFirst: 'Send hello first.',
  helloTwice: 'Already signed in; hello is sent once per connection.',
  noSession: 'No session in progress: send join_session first.',
  unknownNotification: 'No such notification for this patient.',
  failed: 'The message could not be processed; try again.',
} as const;

/**
 * The error text of a message that breaks its schema: the schema's path and Ajv's words.
 *
 * @example
 * invalidMessageError('pain', '/level must be <= 10'); // 'Invalid pain message: /level must be <= 10'
 */
export function invalidMessageError(type: string, problem: string): string {
  return `Invalid ${type} message: ${problem}`;
}

/** Why the gateway closed a socket (the close frame's reason; its code is patientAppCloseCodes'). */
export const patientAppCloseReasons = {
  noHello: 'no hello in time',
  noSecret: 'the tablet socket is off: PATIENT_APP_SECRET is not set',
  nonceExpired: 'the challenge expired',
  wrongSignature: 'unknown device or wrong signature',
  replaced: 'another connection of this tablet said hello',
  badMessages: 'too many bad messages',
  flooding: 'too many frames',
} as const;
