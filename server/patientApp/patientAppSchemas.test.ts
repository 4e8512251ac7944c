import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { appMessageSchemas, createAppMessageReader } from './createAppMessageReader';
import { isPatientAppSignature, patientAppKey, patientAppSignature } from './patientAppKey';
import { appMessageTypes, type AppMessage } from './patientAppMessages';

const folder = new URL('../../specs/patient-app/', import.meta.url);

/** One message of each type an app sends, as the types of patientAppMessages.ts allow. */
const examples: AppMessage[] = [
  { type: 'hello', serial_number: 'T8-0001', signature: 'ab'.repeat(32) },
  { type: 'join_session' },
  { type: 'progress', current_session_number: 3, elapsed_seconds: 60, revolutions: 40, rpm: 42.5, pedal_position: 180 },
  { type: 'progress' },
  { type: 'pain', level: 0 },
  { type: 'interaction_request', snooze: true },
  { type: 'session_complete' },
  { type: 'leave' },
  { type: 'notification_reply', notification_id: 7, reaction: 2 },
];

describe('specs/patient-app (the patient-app socket\'s contract)', () => {
  it('holds one strict JSON Schema per message, named after its type', () => {
    const ajv = new Ajv2020({ strict: true });
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { title: string; properties: { type: { const: string } } };
      expect(() => ajv.compile(schema), file).not.toThrow();
      expect(`${schema.properties.type.const}.schema.json`).toBe(file);
    }
    expect(Object.keys(appMessageSchemas).sort()).toEqual([...appMessageTypes].sort());
  });

  it('accepts every message the types allow and refuses extra or missing fields', () => {
    const read = createAppMessageReader();
    for (const example of examples) expect(read(JSON.stringify(example))).toEqual({ message: example });
    expect(read('{"type":"leave","now":true}')).toEqual({ error: 'Invalid leave message: / must NOT have additional properties' });
    expect(read('{"type":"notification_reply","notification_id":7}')).toEqual({
      error: "Invalid notification_reply message: / must have required property 'reaction'",
    });
    expect(read('[1]')).toEqual({ error: 'Unknown message type.' });
  });
});

describe('patientAppKey and patientAppSignature', () => {
  const nonce = 'c0'.repeat(32);

  it('is the serial\'s HMAC under the secret, which signs a nonce, and nothing passes without a secret', () => {
    const key = patientAppKey('secret', 'T8-0001');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const signature = patientAppSignature(key, nonce);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isPatientAppSignature('secret', 'T8-0001', nonce, signature)).toBe(true);
    expect(isPatientAppSignature('secret', 'T8-0001', nonce, signature.toUpperCase())).toBe(true);
    expect(isPatientAppSignature('secret', 'T8-0002', nonce, signature)).toBe(false);
    expect(isPatientAppSignature('another', 'T8-0001', nonce, signature)).toBe(false);
    expect(isPatientAppSignature('secret', 'T8-0001', nonce, 'abc')).toBe(false);
    expect(isPatientAppSignature(undefined, 'T8-0001', nonce, signature)).toBe(false);
  });

  it('issue 25 finding 8: a signature is good for its nonce only, and the key itself is no signature', () => {
    const key = patientAppKey('secret', 'T8-0001');
    expect(isPatientAppSignature('secret', 'T8-0001', 'd1'.repeat(32), patientAppSignature(key, nonce))).toBe(false);
    expect(isPatientAppSignature('secret', 'T8-0001', nonce, key)).toBe(false);
  });
});
