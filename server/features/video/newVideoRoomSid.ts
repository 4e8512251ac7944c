import { randomBytes } from 'node:crypto';

/**
 * A new room id in Twilio's shape (`RM` and 32 hex digits), for the rooms the server opens: the
 * same column holds Twilio's own room SIDs, so both providers' records read alike.
 *
 * @example
 * newVideoRoomSid(); // 'RM3f9c0e1a5b7d4c2e8f6a0b1c2d3e4f5a'
 */
export function newVideoRoomSid(): string {
  return `RM${randomBytes(16).toString('hex')}`;
}
