import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { castCeiling, castsIn, countCasts } from './countCasts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the cast count of npm run check', () => {
  it('counts as never, as unknown as, untyped client casts and request casts', () => {
    const source = [
      'const a = value as never;',
      'const b = value as unknown as Thing;',
      'const c = createClient() as UntypedClient;',
      'const d = call.body as { name: string };',
      'const e = (request.query ?? {}) as Record<string, unknown>;',
    ].join('\n');
    expect(castsIn(source).map((cast) => cast.kind)).toEqual(['as never', 'as unknown as', 'untyped client', 'request cast', 'request cast']);
  });

  it('counts untyped calls: a hand-written answer type, or a fixed operationId sent untyped', () => {
    const source = [
      "const a = await api.callOperation<{ message?: string }>('forgotPassword', body);",
      "const b = await portalApi().callOperation('writeRemoteLog', { entries });",
      'const c = await call(spec.operation, body);',
      "const d = await callOperation('forgotPassword', { username });",
    ].join('\n');
    expect(castsIn(source, 'screens/login/LoginScreen.tsx').map((cast) => cast.kind)).toEqual(['untyped call', 'untyped call']);
    // runtime/api builds the typed calls over the untyped one; server code has no portal client.
    expect(castsIn(source, 'runtime/api/operationQueries.ts')).toEqual([]);
    expect(castsIn(source, 'server/features/session/sessionFeature.ts')).toEqual([]);
  });

  it('counts a text taken for an operationId unchecked', () => {
    expect(castsIn('return portalApi().callOperation(operationId as OperationId, body);', 'src/routes.tsx').map((cast) => cast.kind)).toEqual(['operationId cast']);
    expect(castsIn('if (isOperationId(name)) return operations[name].path;', 'runtime/api/operationPathParams.ts')).toEqual([]);
  });

  it('leaves out comments, `as const` and casts that do not switch the types off', () => {
    const source = ['// a comment about value as never', ' * body as {x}', "const f = ['a'] as const;", 'const g = body as const;', 'const h = row as Row;'].join('\n');
    expect(castsIn(source)).toEqual([]);
  });

  it('finds the repository at or under its committed ceiling (lower .cast-ceiling.json as casts go)', () => {
    const total = Object.values(countCasts(root)).reduce((sum, casts) => sum + casts.length, 0);
    expect(total).toBeLessThanOrEqual(castCeiling(root));
    expect(countCasts(root)['server/features']).toEqual([]);
  });
});
