import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countHandlerGuards, guardsIn, handlerGuardCeilings } from './countHandlerGuards.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the handler guard count of npm run check', () => {
  it('counts a handler deciding its own scope, checking sign-in or converting a parameter, not comments', () => {
    const source = [
      "const scope = scopeSql(rowScope(profile, 'patients'), 'p', params);",
      'const patient = await findScopedPatient(db, profile, 7);',
      "const plan = await findThroughScope<{ id: number }>(db, profile, 'treatmentPlans', 9);",
      'if (!call.profile) throw ApiError.unauthenticated();',
      'const id = Number(call.params.id);',
      '// if (!profile) was here: rowScope(profile, ...) is the registrar’s now',
      "const patient = await call.scoped.patients.find(call.params.id);",
    ].join('\n');
    expect(guardsIn(source).map((hit) => hit.kind)).toEqual([
      'handler-level scope calls',
      'handler-level scope calls',
      'handler-level scope calls',
      'handler-level scope calls',
      'if (!profile)',
      'Number(call.params)',
    ]);
  });

  it('keeps server/features at or under the committed ceilings', () => {
    const ceilings = handlerGuardCeilings(root);
    for (const [kind, hits] of Object.entries(countHandlerGuards(root))) {
      expect(hits.length, `${kind}: ${hits.map((hit) => `${hit.file}:${String(hit.line)}`).join(', ')}`).toBeLessThanOrEqual(ceilings[kind] ?? 0);
    }
  });
});
