// Sending the fuzzer's requests and judging the answers against the documented error shape
// (ARCHITECTURE.md, "The middleware's wire format"). Shared by tests/api/fuzz.test.ts and the
// fuzz phase of `npm run bench`.
import type { FuzzRequest } from './schemaArbitraries';

/** What came back for one request. */
export interface FuzzAnswer {
  status: number;
  text: string;
}

/** How long one answer may take before the request counts as left hanging (a failure). */
const answerTimeoutMs = 15_000;

/**
 * Sends one fuzz request over HTTP; a connection the server drops, or a request it leaves hanging,
 * is reported as status 0, so that it counts as a failure naming the request instead of ending
 * the run (or timing out the whole suite).
 *
 * @example
 * const answer = await sendFuzzRequest(api.baseUrl, request);
 */
export async function sendFuzzRequest(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Why an answer breaks the contract, or null when it keeps it: no 5xx (nor a dropped connection),
 * and every 4xx a JSON object with a string `message` (plus, at most, the documented keys).
 *
 * @example
 * answerProblem({ status: 500, text: '{"message":"Server Error"}' }); // 'answered 500'
 */
export function answerProblem(answer: FuzzAnswer): string | null {
  if (answer.status === 0) return `connection failed: ${answer.text}`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  if (
    body === null ||
    typeof body !== 'object' ||
    typeof (body as { message?: unknown }).message !== 'string'
  ) {
    return `answered ${answer.status} without a string message`;
  }
  const extra = Object.keys(body).filter((key) => !documentedErrorKeys.has(key));
  return extra.length > 0 ? `answered ${answer.status} with undocumented keys ${extra.join(', ')}` : null;
}

const documentedErrorKeys = new Set(['message', 'title', 'form_error', 'error_codes', 'validation_errors']);

/** One line naming a request and what it got back, for a failure list. */
export function describeFuzzFailure(request: FuzzRequest, answer: FuzzAnswer, problem: string): string {
  const body =
    request.body === undefined
      ? ''
      : ` ${request.body.length > 300 ? `${request.body.slice(0, 300)}…(${request.body.length})` : request.body}`;
  const contentType = request.headers['content-type'] ?? '';
  return `${request.method} ${request.url.slice(0, 200)} [${contentType}]${body} → ${problem}: ${answer.text.slice(0, 200)}`;
}
