import { message } from '../../src/generated/catalog';
import { readErrorBody, type ErrorBody } from './errorBody';
import { humaniseFieldName, isProcedureField } from './fieldLabel';

/** What the user sees of a failure. */
export type ErrorClassification =
  | { kind: 'silent' }
  | { kind: 'toast'; title: string; description: string }
  | { kind: 'field'; name: string; message: string; at: number }
  | { kind: 'log' };

/**
 * Where the failed call came from: `call` for list and form calls (shown through the notifier,
 * [list-form-errors-notifier]); `lookup` for option lookups of app versions, app types, general
 * form and statuses ([lookup-failures-logged]); `background` for the calls whose failures the
 * spec only logs (bug report, maintenance, logout, prompt and configuration loads).
 */
export type ErrorContext = 'call' | 'lookup' | 'background';

/** Options of {@link classifyError}. */
export interface ClassifyOptions {
  context?: ErrorContext;
  /** The time stamped on a field error; injected so that classification stays pure. */
  now?: number;
}

const errorTitle = 'Error';
const requiredCode = '000F0001';

interface Input {
  body: ErrorBody;
  context: ErrorContext;
  now: number;
}

interface Row {
  rule: string;
  when: (input: Input) => boolean;
  then: (input: Input) => ErrorClassification;
}

const toast = (description: string): ErrorClassification => ({ kind: 'toast', title: errorTitle, description });

/** The first string found depth-first in a validation error tree (`{ field: ['msg'] }`). */
function firstNestedMessage(tree: unknown): string | undefined {
  if (typeof tree === 'string') return tree;
  const children = Array.isArray(tree) ? tree : typeof tree === 'object' && tree !== null ? Object.values(tree) : [];
  for (const child of children) {
    const found = firstNestedMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

function firstFieldPath(tree: unknown): string | undefined {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return undefined;
  return Object.keys(tree)[0];
}

function validationDescription({ errorCodes = [], validationErrors }: ErrorBody): string {
  const field = firstFieldPath(validationErrors);
  if (errorCodes.includes(requiredCode) && field !== undefined) {
    const key = isProcedureField(field) ? 'fieldRequiredInProcedure' : 'fieldRequired';
    return message(key, { field: humaniseFieldName(field) });
  }
  return firstNestedMessage(validationErrors) ?? '';
}

// A message "naming the federal insurance site": the CMS domain, the Medicare domain or the
// agency's name, whichever the upstream error happens to carry.
const cmsSite = /\bcms\.gov\b|\bmedicare\.gov\b|centers for medicare/i;

/**
 * The error catalogue of document 1 section 8 and document 3 section 8, one row per rule, first
 * match wins. The order matters: a field error is never toasted, and a hidden SQL message is
 * dropped before any rule could show it.
 */
const catalogue: readonly Row[] = [
  { rule: 'lookup-failures-logged', when: ({ context }) => context === 'lookup', then: () => ({ kind: 'log' }) },
  { rule: 'other-failures-logged', when: ({ context }) => context === 'background', then: () => ({ kind: 'log' }) },
  {
    rule: 'form-error-to-field',
    when: ({ body }) => body.formError !== undefined,
    then: ({ body, now }) => ({ kind: 'field', name: body.formError!.name, message: body.formError!.message, at: now }),
  },
  {
    rule: 'unauthorized-500-silent',
    when: ({ body }) => body.status === 500 && body.message.trim() === 'Unauthorized.',
    then: () => ({ kind: 'silent' }),
  },
  // Ours (issue 25): the middleware's database is out of reach. The text is the catalogue's,
  // whatever the body says (a proxy's 503 page too), never 'Server Error'.
  {
    rule: 'service-unavailable',
    when: ({ body }) => body.status === 503,
    then: () => ({ kind: 'toast', title: message('serviceUnavailableTitle'), description: message('serviceUnavailable') }),
  },
  {
    rule: 'validation-error-codes',
    when: ({ body }) => body.errorCodes !== undefined || body.validationErrors !== undefined,
    then: ({ body }) => ({
      kind: 'toast',
      title: message('validationFailed', { codes: (body.errorCodes ?? []).join(', ') }),
      description: validationDescription(body),
    }),
  },
  { rule: 'sqlstate-hidden', when: ({ body }) => body.message.trimStart().startsWith('SQLSTATE'), then: () => ({ kind: 'log' }) },
  { rule: 'cms-unavailable', when: ({ body }) => cmsSite.test(body.message), then: () => toast(message('cmsUnavailable')) },
  { rule: 'curl-error', when: ({ body }) => body.message.includes('cURL error'), then: () => toast(message('thirdPartyFailed')) },
  {
    rule: 'npi-not-found-passthrough',
    when: ({ body }) => body.message.trim() === message('npiNotFound'),
    then: () => toast(message('npiNotFound')),
  },
  { rule: 'network-error-message', when: ({ body }) => body.network, then: ({ body }) => toast(body.message) },
  {
    rule: 'list-form-errors-notifier',
    when: ({ body }) => body.status !== null && body.message !== '',
    then: ({ body }) => ({ kind: 'toast', title: body.title ?? errorTitle, description: body.message }),
  },
  { rule: 'other-failures-logged', when: () => true, then: () => ({ kind: 'log' }) },
];

/**
 * Decides what the user sees of a failure, by the error catalogue. Pure: no toast is shown and
 * nothing is logged here (that is `notifyError`'s job).
 *
 * @example
 * classifyError(new ApiError(500, { message: 'cURL error 28: timed out' }, 'cURL error 28: timed out'))
 * // { kind: 'toast', title: 'Error', description: 'Third-party server failed. Please try again.' }
 */
export function classifyError(error: unknown, options: ClassifyOptions = {}): ErrorClassification {
  const input: Input = { body: readErrorBody(error), context: options.context ?? 'call', now: options.now ?? Date.now() };
  const row = catalogue.find((candidate) => candidate.when(input));
  // The last row matches everything, so a row is always found.
  return row ? row.then(input) : { kind: 'log' };
}
