// Push notifications to portal users' devices (the tokens of `fcmtoken`), beside the portal's own
// WebSocket: Firebase Cloud Messaging HTTP v1 when configured (createFcmMessenger).

/** One data message for one registration token. FCM data values are strings. */
export interface PushDelivery {
  token: string;
  data: Record<string, string>;
}

/** What became of a delivery: sent, or the token is no longer registered (forget it). */
export type PushOutcome = 'sent' | 'unregistered';

export interface PushMessenger {
  /** Sends one message; throws when the service fails (other than an unregistered token). */
  send(delivery: PushDelivery): Promise<PushOutcome>;
}
