// The handler map is typed by the OpenAPI description: these handlers are checked by `npm run
// typecheck` (each @ts-expect-error fails the typecheck when the mistake below it compiles), and
// the run-time cases check that the types are those of the description.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ScopedRows } from '../security/scopedRows';
import type { UserProfile } from '../session/UserProfile';
import type { OperationCall, OperationHandlers, OperationResponse } from './OperationHandler';

describe('the typed handler map', () => {
  it('gives each handler its operation body, path parameters and answer from specs/api', async () => {
    const handlers: OperationHandlers = {
      createStudyGroup(call) {
        expectTypeOf(call.body).toEqualTypeOf<{ name: string }>();
        return Promise.resolve({ id: 1, name: call.body.name });
      },
      deleteStudyGroup(call) {
        expectTypeOf(call.params).toEqualTypeOf<{ readonly id: number }>();
        return Promise.resolve({ id: call.params.id, deleted: true as const });
      },
    };
    const created = await handlers.createStudyGroup?.(callOf<'createStudyGroup'>({ name: 'Knees' }, {}));
    expect(created).toEqual({ id: 1, name: 'Knees' });
    const deleted = await handlers.deleteStudyGroup?.(callOf<'deleteStudyGroup'>({}, { id: 7 }));
    expect(deleted).toEqual({ id: 7, deleted: true });
  });

  it('refuses a handler that reads a field the description lacks or answers another shape', () => {
    // @ts-expect-error: createStudyGroup's body has no `title`
    expectTypeOf<OperationCall<'createStudyGroup'>['body']>().toHaveProperty('title');
    const handlers: OperationHandlers = {
      // @ts-expect-error: deleteStudyGroup answers {id, deleted: true}, not {ok}
      deleteStudyGroup() {
        return Promise.resolve({ ok: true });
      },
    };
    expect(Object.keys(handlers)).toEqual(['deleteStudyGroup']);
    expectTypeOf<OperationResponse<'portalInfo'>>().toEqualTypeOf<{ demo: boolean; version: string }>();
  });

  it('gives the handler of a signed-in operation a profile, of a public one none, and the rows of its x-cadence-scope', () => {
    expectTypeOf<OperationCall<'deleteStudyGroup'>['profile']>().toEqualTypeOf<UserProfile>();
    expectTypeOf<OperationCall<'login'>['profile']>().toEqualTypeOf<null>();
    expectTypeOf<OperationCall<'getPractice'>['scoped']['practices']>().toEqualTypeOf<ScopedRows<'practices'>>();
    expectTypeOf<OperationCall<'getPractice'>['params']>().toEqualTypeOf<{ readonly id: number }>();
    // @ts-expect-error: getPractice declares no scope of patients
    expectTypeOf<OperationCall<'getPractice'>['scoped']>().toHaveProperty('patients');
  });
});

const caller: UserProfile = {
  user: {
    id: 1,
    username: 'admin',
    email: null,
    first_name: 'A',
    last_name: 'B',
    role_id: 1,
    role_name: 'Super Admin',
    consented: true,
    password_changed_at: new Date(0),
  },
  teamMember: null,
  practice: null,
  permissions: [],
  isSuperUser: true,
};

/** A call as registerOperations hands it to a handler, for a handler called directly. */
function callOf<Id extends 'createStudyGroup' | 'deleteStudyGroup'>(body: OperationCall<Id>['body'], params: OperationCall<Id>['params']): OperationCall<Id> {
  // Both operations are signed-in ones: their profile is a UserProfile (TypeScript does not resolve it for a generic Id).
  const profile = caller as OperationCall<Id>['profile'];
  return { body, params, query: {}, profile, scoped: {}, token: null, ip: '127.0.0.1', cookies: {}, setCookie: () => undefined };
}
