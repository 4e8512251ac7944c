import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { ApiError } from '../http/ApiError';
import { findTokenUser } from '../session/accessTokens';
import { withActingContext, type ActingPermissions } from '../session/actingContext';
import { loadUserProfile } from '../session/loadUserProfile';
import type { UserProfile } from '../session/UserProfile';
import { auditActionKey } from './auditActionKey';
import { readAuditSpec, type AuditSpec } from './AuditSpec';
import { patientIdsOf } from './patientIdsOf';
import { recordAudit, type AuditEntry } from './recordAudit';
import { reportedAddress } from './reportedAddress';

/** How one operation's calls are audited; both do nothing for an operation without `x-audit`. */
export interface OperationAudit {
  /** Records an answered call, before the answer leaves. */
  answered: (request: FastifyRequest, profile: UserProfile | null, data: unknown) => Promise<void>;
  /**
   * A route `onError` hook: records a signed-in caller's refusal as `denied`: 403, and 404, which
   * the data scope answers for a patient outside it (so it cannot be told from a missing one).
   */
  refused: (request: FastifyRequest, reply: FastifyReply, error: Error) => Promise<void>;
}

export interface OperationAuditDeps {
  db: Database;
  clock: Clock;
  /** Whose permissions a refused caller who acts as a member was judged with (default `own`). */
  actingPermissions?: ActingPermissions;
}

const userAgentMaxLength = 512;

/**
 * The audit of one operation of specs/api, built once at boot from its `x-audit` (who, what, which
 * patient or query, when by the injected clock, from where). registerOperations calls it the
 * same way for every operation, so no handler records patient access by hand.
 *
 * Failure policy: the entry is written in the request, before the answer is sent, so that an
 * answered read always has its entry; a failed write is logged at `error` level with the whole
 * entry (so it can be recovered from the log) and the answer still goes out: an audit outage must
 * not turn a correct answer into a 500 (the rule), and it must not pass unnoticed either.
 *
 * @example
 * const audit = createOperationAudit('getPatientDetail', operation['x-audit'], { db, clock });
 * await audit.answered(request, profile, data);
 */
export function createOperationAudit(operationId: string, extension: unknown, deps: OperationAuditDeps): OperationAudit {
  const spec = readAuditSpec(operationId, extension);
  if (spec === null) {
    return { answered: () => Promise.resolve(), refused: () => Promise.resolve() };
  }
  const write = async (request: FastifyRequest, entry: AuditEntry) => {
    try {
      await recordAudit(deps.db, deps.clock, entry);
    } catch (error) {
      request.log.error({ err: error, audit: entry }, `AUDIT WRITE FAILED for ${operationId}: the entry is only in this log line`);
    }
  };
  return {
    async answered(request, profile, data) {
      await write(request, entryOf(operationId, spec, request, profile, 'ok', data));
    },
    async refused(request, _reply, error) {
      if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 404)) return;
      try {
        const profile = await callerOf(request, deps);
        if (profile === null) return;
        await write(request, entryOf(operationId, spec, request, profile, 'denied', undefined));
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
    action: auditActionKey(spec.kind, outcome),
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
  const userId = await findTokenUser(deps.db, token, deps.clock);
  const own = userId === null ? null : await loadUserProfile(deps.db, userId);
  return own === null ? null : withActingContext(deps.db, own, token, deps.actingPermissions ?? 'own');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
