import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import hello from '../../specs/patient-app/hello.schema.json' with { type: 'json' };
import interactionRequest from '../../specs/patient-app/interaction_request.schema.json' with { type: 'json' };
import joinSession from '../../specs/patient-app/join_session.schema.json' with { type: 'json' };
import leave from '../../specs/patient-app/leave.schema.json' with { type: 'json' };
import notificationReply from '../../specs/patient-app/notification_reply.schema.json' with { type: 'json' };
import pain from '../../specs/patient-app/pain.schema.json' with { type: 'json' };
import progress from '../../specs/patient-app/progress.schema.json' with { type: 'json' };
import sessionComplete from '../../specs/patient-app/session_complete.schema.json' with { type: 'json' };
import { invalidMessageError, patientAppErrors } from './patientAppErrors';
import type { AppMessage } from './patientAppMessages';

/** The schema of each message an app sends (specs/patient-app/). */
export const appMessageSchemas = {
  hello,
  join_session: joinSession,
  progress,
  pain,
  interaction_request: interactionRequest,
  session_complete: sessionComplete,
  leave,
  notification_reply: notificationReply,
} as const satisfies Record<AppMessage['type'], object>;

/** A message read off the socket: the message, or why it was refused. */
export type ReadAppMessage = { message: AppMessage } | { error: string };

function isAppMessageType(type: unknown): type is AppMessage['type'] {
  return typeof type === 'string' && Object.hasOwn(appMessageSchemas, type);
}

/**
 * Reads the text of one socket message: JSON, a known `type`, and valid against that type's
 * schema of specs/patient-app/ (Ajv, compiled once here), or the error to answer.
 *
 * @example
 * const read = createAppMessageReader();
 * read('{"type":"pain","level":11}'); // { error: 'Invalid pain message: /level must be <= 10' }
 */
export function createAppMessageReader(): (text: string) => ReadAppMessage {
  const ajv = new Ajv2020({ allErrors: false, strict: true });
  const validators = new Map<AppMessage['type'], ValidateFunction<AppMessage>>();
  for (const [type, schema] of Object.entries(appMessageSchemas)) {
    if (isAppMessageType(type)) validators.set(type, ajv.compile<AppMessage>(schema));
  }
  return (text) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { error: patientAppErrors.notJson };
    }
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    if (!isAppMessageType(type)) return { error: patientAppErrors.unknownType };
    const validate = validators.get(type);
    if (!validate) return { error: patientAppErrors.unknownType };
    if (validate(value)) return { message: value };
    const [problem] = validate.errors ?? [];
    return { error: invalidMessageError(type, problem ? `${problem.instancePath || '/'} ${problem.message ?? 'is invalid'}` : 'is invalid') };
  };
}
