import { describe, expect, it } from 'vitest';
import { configMessages } from './configMessages';
import { devPatientAppSecret } from './devPatientAppSecret';
import { readServerConfig } from './readServerConfig';
import { startNotices } from './startNotices';

describe('readServerConfig', () => {
  it('is not in demo mode unless CADENCE_DEMO=1', () => {
    expect(readServerConfig({}).demo).toBe(false);
    expect(readServerConfig({ CADENCE_DEMO: '0' }).demo).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production' }).demo).toBe(false);
  });

  it('turns demo mode on with CADENCE_DEMO=1', () => {
    expect(readServerConfig({ CADENCE_DEMO: '1' }).demo).toBe(true);
    expect(readServerConfig({ CADENCE_DEMO: '1', NODE_ENV: 'development' }).demo).toBe(true);
  });

  it('reads SIGN_IN_LIMITS (JSON over the sign-in limits) and refuses a mistyped one at start', () => {
    expect(readServerConfig({}).signInLimits).toBeUndefined();
    expect(readServerConfig({ SIGN_IN_LIMITS: '{"operations":{"login":{"perIp":{"max":1000}}}}' }).signInLimits).toEqual({
      operations: { login: { perIp: { max: 1000 } } },
    });
    expect(() => readServerConfig({ SIGN_IN_LIMITS: '{"operations":{"logn":{}}}' })).toThrow(/SIGN_IN_LIMITS: operations.logn/);
  });

  it('refuses to start in demo mode with NODE_ENV=production', () => {
    expect(() => readServerConfig({ CADENCE_DEMO: '1', NODE_ENV: 'production' })).toThrow(configMessages.demoInProduction);
  });

  it('checks answers against the OpenAPI description outside production, as ANSWER_CHECK says', () => {
    expect(readServerConfig({}).answerCheck).toBe('sample');
    expect(readServerConfig({ ANSWER_CHECK: 'log' }).answerCheck).toBe('log');
    expect(readServerConfig({ NODE_ENV: 'production' }).answerCheck).toBe('off');
    expect(readServerConfig({ NODE_ENV: 'production', ANSWER_CHECK: 'fail' }).answerCheck).toBe('fail');
    expect(() => readServerConfig({ ANSWER_CHECK: 'yes' })).toThrow(configMessages.answerCheck);
  });

  it('keys the tablets with PATIENT_APP_SECRET, and with the development secret in demo mode only', () => {
    expect(readServerConfig({ PATIENT_APP_SECRET: 's3cret' }).patientAppSecret).toBe('s3cret');
    expect(readServerConfig({ CADENCE_DEMO: '1', PATIENT_APP_SECRET: 's3cret' }).patientAppSecret).toBe('s3cret');
    expect(readServerConfig({ CADENCE_DEMO: '1' }).patientAppSecret).toBe(devPatientAppSecret);
    expect(readServerConfig({ NODE_ENV: 'production' }).patientAppSecret).toBeUndefined();
  });

  it('issue 25 finding 6: a start with neither CADENCE_DEMO nor NODE_ENV=production has no development secret, and says the tablet socket is off', () => {
    const config = readServerConfig({ NODE_ENV: 'development' });
    expect(config.patientAppSecret).toBeUndefined();
    expect(readServerConfig({}).patientAppSecret).toBeUndefined();
    expect(startNotices(config)).toEqual([configMessages.patientAppSocketOff]);
    expect(startNotices(readServerConfig({ PATIENT_APP_SECRET: 's3cret' }))).toEqual([]);
    expect(startNotices(readServerConfig({ CADENCE_DEMO: '1' }))).toEqual([configMessages.demoMode]);
  });

  it('reads RTM_INTERACTION_MINUTES and refuses one that is not a positive number', () => {
    expect(readServerConfig({}).rtmInteractionMinutes).toBeUndefined();
    expect(readServerConfig({ RTM_INTERACTION_MINUTES: '5' }).rtmInteractionMinutes).toBe(5);
    expect(() => readServerConfig({ RTM_INTERACTION_MINUTES: 'soon' })).toThrow(configMessages.rtmInteractionMinutes);
  });

  it('configures FCM from FCM_PROJECT_ID and a service account key, and refuses one without the other', () => {
    const key = JSON.stringify({ client_email: 'push@example.iam.gserviceaccount.com', private_key: 'PEM', token_uri: 'http://127.0.0.1:9/token' });
    expect(readServerConfig({}).fcm).toBeUndefined();
    expect(readServerConfig({ FCM_PROJECT_ID: 'cadence', FCM_SERVICE_ACCOUNT: key }).fcm).toEqual({
      projectId: 'cadence',
      serviceAccount: { client_email: 'push@example.iam.gserviceaccount.com', private_key: 'PEM', token_uri: 'http://127.0.0.1:9/token' },
    });
    expect(() => readServerConfig({ FCM_PROJECT_ID: 'cadence' })).toThrow(configMessages.fcm);
  });
});
