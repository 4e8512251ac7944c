import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/ApiError';
import type { CallerCache } from '../session/callerCache';
import type { UserProfile } from '../session/UserProfile';
import type { AuditWriter } from './auditWriter';
import { auditActionKey } from './auditActionKey';
import { readAuditSpec, type AuditSpec } from './AuditSpec';
import { patientIdsOf } from './patientIdsOf';
import type { AuditEntry } from './recordAudit';
import { reportedAddress } from './reportedAddress';

/** How one operation's calls are audited; both do nothing for an operation without `x-audit`. */
export interface OperationAudit {
  /** Queues the entry of an answered call, before the answer leaves. */
  answered: (request: FastifyRequest, profile: UserProfile | null, data: unknown) => void;
  /**
   * A route `onError` hook: records a signed-in caller's refusal as `denied`: 403, and 404, which
   * the data scope answers for a patient outside it (so it cannot be told from a missing one).
   */
  refused: (request: FastifyRequest, reply: FastifyReply, error: Error) => Promise<void>;
}

export interface OperationAuditDeps {
  /** Who presents a token: a refused caller is recorded as judged (the member a super user acts as). */
  callers: CallerCache;
  /** Where entries go: queued, written in batches, retried until written (createAuditWriter). */
  writes: AuditWriter;
}

const userAgentMaxLength = 512;

/**
 * The audit of one operation of specs/api, built once at boot from its `x-audit` (who, what, which
 * patient or query, when by the injected clock, from where). registerOperations calls it the
 * same way for every operation, so no handler records patient access by hand.
 *
 * Failure policy: the entry is queued in the request, before the answer is sent, so that an
 * answered read always has its entry; the writer (createAuditWriter) writes it in a batch off the
 * answer's path and retries a failed write until it is written (an outage is logged when it starts
 * and ends): an audit outage must not turn a correct answer into a 500 (the rule), nor
 * lose the entry.
 *
 * @example
 * const audit = createOperationAudit('getPatientDetail', operation['x-audit'], { callers, writes });
 * audit.answered(request, profile, data);
 */
export function createOperationAudit(operationId: string, extension: unknown, deps: OperationAuditDeps): OperationAudit {
  const spec = readAuditSpec(operationId, extension);
  if (spec === null) {
    return { answered: () => undefined, refused: () => Promise.resolve() };
  }
  return {
    answered(request, profile, data) {
      deps.writes.write(entryOf(operationId, spec, request, profile, 'ok', data));
    },
    async refused(request, _reply, error) {
      if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 404)) return;
      try {
        const profile = await callerOf(request, deps);
        if (profile === null) return;
        deps.writes.write(entryOf(operationId, spec, request, profile, 'denied', undefined));
      } catch (failure) {
        request.log.error({ err: failure }, `AUDIT WRITE FAILED for a refused ${operationId}`);
      }
    },
  };
}

function entryOf(
  operationId: string,
  spec: AuditSpec,
  request: FastifyRequest,
  profile: UserProfile | null,
  outcome: 'ok' | 'denied',
  data: unknown,
): AuditEntry {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body: unknown = request.body;
  const patientIds = patientIdsOf(spec, { params, body, data });
  const userAgent = request.headers['user-agent'];
  return {
    userId: profile?.user.id ?? null,
    action: auditActionKey(spec, outcome),
    operation: operationId,
    kind: spec.kind,
    outcome,
    patientId: patientIds.length === 1 ? (patientIds[0] ?? null) : null,
    patientIds,
    query: spec.kind === 'search' ? queryOf(body, request.query) : null,
    // For a change, which fields were sent (not their values: the log is not a second copy of the record).
    detail: (spec.kind === 'write' || spec.kind === 'create') && isRecord(body) ? { fields: Object.keys(body).sort() } : {},
    ip: request.ip,
    reportedIp: reportedAddress(request),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, userAgentMaxLength) : null,
    actingTeamMemberId: profile?.acting === true ? (profile.teamMember?.id ?? null) : null,
  };
}

/** The query of a list or a search: the body's filters, search text, order and page, and any query string. */
function queryOf(body: unknown, query: unknown): Record<string, unknown> {
  return { ...(isRecord(query) ? query : {}), ...(isRecord(body) ? body : {}) };
}

/** Who was refused: the bearer token's user, judged as the member they act as; null when not signed in. */
async function callerOf(request: FastifyRequest, deps: OperationAuditDeps): Promise<UserProfile | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  if (!token) return null;
  return deps.callers.profileOf(token);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
