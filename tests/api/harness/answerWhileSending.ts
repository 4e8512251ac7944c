import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

/** The answer a server gave while the request's body was still unfinished. */
export interface EarlyAnswer {
  status: number;
  body: { message?: string };
  /** Whether the server said it closes the connection (so it reads nothing more of the body). */
  closes: boolean;
}

/**
 * Starts a POST to `baseUrl` + `path`, sends `opening` (and `more` chunks) of a body that is
 * announced as much longer, and resolves with the answer the server gives while the body is still
 * unfinished: the request is never ended, so a server that waits for the whole body never answers
 * and the call rejects after 20 s instead.
 *
 * @example
 * const answer = await answerWhileSending(api.baseUrl, '/api/firmware', { 'content-length': '62914560', ... }, opening);
 * expect(answer.status).toBe(401);
 */
export function answerWhileSending(baseUrl: string, path: string, headers: OutgoingHttpHeaders, opening: Buffer, more: Buffer[] = []): Promise<EarlyAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => {
      request.destroy();
      reject(new Error(`${path}: no answer while the body was still being sent`));
    }, 20_000);
    const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(guard);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as EarlyAnswer['body'],
          closes: response.headers.connection === 'close',
        });
      });
    });
    request.on('error', (error) => {
      // The server may close the connection after answering: only an error before any answer counts.
      if (!request.destroyed) reject(error);
    });
    request.write(opening);
    for (const chunk of more) request.write(chunk);
  });
}
