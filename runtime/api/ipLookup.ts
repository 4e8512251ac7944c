/** Answers the user's public IP address, or undefined when it is not known. */
export type IpLookup = () => Promise<string | undefined>;

/**
 * An IP lookup adapter over a third-party "what is my IP" service ([forwarded-for-header]). The
 * service may answer JSON `{ "ip": "..." }` or the bare address as text. The address is looked up
 * once and remembered; a failed lookup is remembered as unknown so that calls are never held up by
 * it.
 *
 * @example
 * const lookup = createIpLookup('https://api.ipify.org?format=json');
 * await lookup(); // '203.0.113.7'
 */
export function createIpLookup(url: string, fetchImpl: typeof fetch = fetch): IpLookup {
  let pending: Promise<string | undefined> | undefined;
  return () => {
    pending ??= lookUp(url, fetchImpl);
    return pending;
  };
}

async function lookUp(url: string, fetchImpl: typeof fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return undefined;
    const text = (await response.text()).trim();
    const address = text.startsWith('{') ? readIp(JSON.parse(text)) : text;
    return address && /^[0-9a-fA-F:.]+$/.test(address) ? address : undefined;
  } catch (error) {
    console.warn('IP lookup failed', error);
    return undefined;
  }
}

function readIp(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'ip' in json && typeof json.ip === 'string')
    return json.ip;
  return undefined;
}

/**
 * The lookup configured for this build: `VITE_IP_LOOKUP_URL` names the service; unset (the
 * default, since the embedded demo has no outside network) means no lookup and no header.
 */
export function configuredIpLookup(
  url: string | undefined = import.meta.env.VITE_IP_LOOKUP_URL as string | undefined,
): IpLookup | undefined {
  return url ? createIpLookup(url) : undefined;
}
