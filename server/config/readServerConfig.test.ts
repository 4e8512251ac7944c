import { describe, expect, it } from 'vitest';
import { configMessages } from './configMessages';
import { devPatientAppSecret } from './devPatientAppSecret';
import { readServerConfig } from './readServerConfig';

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
    expect(readServerConfig({}).answerCheck).toBe('log');
    expect(readServerConfig({ NODE_ENV: 'production' }).answerCheck).toBe('off');
    expect(readServerConfig({ NODE_ENV: 'production', ANSWER_CHECK: 'fail' }).answerCheck).toBe('fail');
    expect(() => readServerConfig({ ANSWER_CHECK: 'yes' })).toThrow(configMessages.answerCheck);
  });

  it('signs patient apps with PATIENT_APP_SECRET, a fixed development secret outside production and none in production', () => {
    expect(readServerConfig({ PATIENT_APP_SECRET: 's3cret' }).patientAppSecret).toBe('s3cret');
    expect(readServerConfig({}).patientAppSecret).toBe(devPatientAppSecret);
    expect(readServerConfig({ NODE_ENV: 'production' }).patientAppSecret).toBeUndefined();
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
