import type { FastifyInstance } from 'fastify';
import { ApiError } from './ApiError';
import { validationCodes } from './createRequestValidator';
import { fieldLabel } from './fieldLabel';
import { findUnstorableText } from './findUnstorableText';
import { httpMessages } from './httpMessages';

/**
 * Refuses, in one place for every route, a request whose body, path or query holds text that
 * PostgreSQL cannot store anywhere (a NUL character or an unpaired surrogate, in a JSON string, a
 * multipart field, `%00` in a path): 422 `000F0002` naming the field, instead of a 500 from the
 * database. Runs as a preHandler, after the body (multipart too) has been read.
 *
 * @example
 * installUnstorableTextGuard(app);
 */
export function installUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const parts = [
      ['body', request.body],
      ['params', request.params],
      ['query', request.query],
    ] as const;
    for (const [part, value] of parts) {
      const found = findUnstorableText(value);
      if (!found) continue;
      const field = found.field || part;
      const problem = found.kind === 'nul' ? httpMessages.nulCharacter : httpMessages.loneSurrogate;
      done(ApiError.validation([validationCodes.invalid], { [field]: [`${fieldLabel(field)} ${problem}.`] }));
      return;
    }
    done();
  });
}
