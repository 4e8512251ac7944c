// The messages of the patient-app socket (/api/patient-app). Their JSON Schemas, the contract,
// are in specs/patient-app/ (one file per message); these types follow them, and
// patientAppSchemas.test.ts holds the two together.

/** What a patient app sends. */
export type AppMessage =
  | { type: 'hello'; serial_number: string; signature: string }
  | { type: 'join_session' }
  | {
      type: 'progress';
      current_session_number?: number;
      elapsed_seconds?: number;
      revolutions?: number;
      rpm?: number;
      pedal_position?: number;
    }
  | { type: 'pain'; level: number }
  | { type: 'interaction_request'; snooze?: boolean }
  | { type: 'session_complete' }
  | { type: 'leave' }
  | { type: 'notification_reply'; notification_id: number; reaction: number };

/** The types of the messages an app sends, each with its schema in specs/patient-app/. */
export const appMessageTypes = [
  'hello',
  'join_session',
  'progress',
  'pain',
  'interaction_request',
  'session_complete',
  'leave',
  'notification_reply',
] as const satisfies readonly AppMessage['type'][];

/** What the middleware answers an app itself (besides the app-bound messages of LiveEvents). */
export type GatewayReply =
  | { type: 'challenge'; nonce: string }
  | { type: 'welcome'; patient_id: number; logged_in: boolean }
  | { type: 'error'; message: string };

/** Close codes of the patient-app socket (4000–4999 are the application's). */
export const patientAppCloseCodes = {
  /** Too many bad messages in a row. */
  badMessages: 4400,
  /**
   * hello with an unknown serial, a wrong signature or an expired nonce, no hello in time, or a
   * middleware without PATIENT_APP_SECRET: the app should not try again with the same key.
   */
  unauthenticated: 4401,
  /** Another socket said hello for the same tablet: the newer one is the tablet now. */
  replaced: 4409,
  /** Frames over the rate limit for `patientAppFrameLimits.floodCloseMs` on end. */
  flooding: 4429,
} as const;
