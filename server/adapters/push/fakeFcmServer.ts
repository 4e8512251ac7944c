// A local HTTP server speaking FCM HTTP v1 and Google's token endpoint, for tests of the real
// client: it checks the service account's signed assertion and the bearer token it minted.
import { createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeFcmServer {
  /** FCM's base URL (FCM_URL). */
  url: string;
  /** The service account's token_uri. */
  tokenUri: string;
  /** Access tokens minted so far. */
  tokensMinted: number;
  /** The messages accepted, oldest first. */
  messages: { token: string; data: Record<string, string> }[];
  /** Registration tokens the fake answers 404 UNREGISTERED for. */
  unregistered: Set<string>;
  close(): Promise<void>;
}

/**
 * Starts the fake on a free local port; `publicKey` verifies the service account's assertions.
 *
 * @example
 * const fake = await startFakeFcmServer(publicKeyPem);
 */
export async function startFakeFcmServer(publicKey: string): Promise<FakeFcmServer> {
  const minted = new Set<string>();
  const state: Omit<FakeFcmServer, 'url' | 'tokenUri' | 'close'> = { tokensMinted: 0, messages: [], unregistered: new Set() };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        if (!valid) return answer(400, { error: 'invalid_grant' });
        state.tokensMinted += 1;
        const token = `access-${state.tokensMinted}`;
        minted.add(token);
        return answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      if (/^\/v1\/projects\/[^/]+\/messages:send$/.test(request.url ?? '')) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !minted.has(bearer)) return answer(401, { error: { status: 'UNAUTHENTICATED' } });
        const { message } = JSON.parse(body) as { message: { token: string; data: Record<string, string> } };
        if (state.unregistered.has(message.token)) return answer(404, { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } });
        state.messages.push(message);
        return answer(200, { name: `projects/test/messages/${state.messages.length}` });
      }
      answer(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return Object.assign(state, {
    url,
    tokenUri: `${url}/token`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
