import { randomInt } from 'node:crypto';

// Letters and digits a person reads aloud without confusion (no 0/O, 1/I/L).
const readable = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A room id the timer banner shows and a monitor can read out: `RTM-` and six readable characters
 * (about 887 million ids; the table's unique key refuses a repeat, and the caller draws again).
 *
 * @example
 * newRoomId(); // 'RTM-7KQ4MX'
 */
export function newRoomId(): string {
  let id = 'RTM-';
  for (let index = 0; index < 6; index += 1) id += readable[randomInt(readable.length)];
  return id;
}
