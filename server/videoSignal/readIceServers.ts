// The ICE servers the built-in WebRTC provider's peers use (ICE_SERVERS): STUN to learn their
// public address and TURN to relay media when no direct path exists (strict NATs, firewalls).
// Unset, the list is empty: on loopback and on one LAN the peers reach each other directly.

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** Why ICE_SERVERS was refused, for whoever starts the server. */
export const iceServersMessage =
  'ICE_SERVERS must be a JSON array of {urls, username?, credential?} (urls: a stun:, turn: or turns: address or a list of them), e.g. [{"urls":"stun:stun.example.org:3478"}].';

const isIceUrl = (value: unknown): value is string => typeof value === 'string' && /^(stun|stuns|turn|turns):\S+$/.test(value);
const isIceUrlList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isIceUrl);

function toIceServer(entry: unknown): IceServer | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { urls, username, credential } = entry as Record<string, unknown>;
  if (!isIceUrl(urls) && !isIceUrlList(urls)) return null;
  if (username !== undefined && typeof username !== 'string') return null;
  if (credential !== undefined && typeof credential !== 'string') return null;
  return {
    urls,
    ...(username === undefined ? {} : { username }),
    ...(credential === undefined ? {} : { credential }),
  };
}

/**
 * The ICE servers of `text` (the ICE_SERVERS setting); none when it is unset or blank.
 *
 * @throws Error with `iceServersMessage` when it is not a JSON array of ICE servers.
 * @example
 * readIceServers('[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]');
 */
export function readIceServers(text: string | undefined): IceServer[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(iceServersMessage);
  }
  if (!Array.isArray(parsed)) throw new Error(iceServersMessage);
  return parsed.map((entry) => {
    const server = toIceServer(entry);
    if (!server) throw new Error(iceServersMessage);
    return server;
  });
}
