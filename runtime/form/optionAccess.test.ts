import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, type AccessRule } from '../../src/generated/access';
import { offeredOptions } from './optionAccess';

const canAs = (role: keyof typeof roleIdByName) => (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId: roleIdByName[role], permissions: [] });

describe('offeredOptions', () => {
  it('keeps options whose entry the user satisfies, the current value, and options no entry governs', () => {
    const options = [{ value: '1', label: 'a' }, { value: '2', label: 'b' }, { value: '3', label: 'c' }];
    const entries = [{ values: [1], access: { roles: ['superAdmin'] } }, { values: [2], access: { roles: ['csManager'] } }] as const;
    expect(offeredOptions(options, entries, canAs('csManager')).map((option) => option.value)).toEqual(['2', '3']);
    expect(offeredOptions(options, entries, canAs('csManager'), '1').map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(offeredOptions(options, [{ others: true, access: { roles: ['superAdmin'] } }], canAs('csManager'))).toEqual([]);
    expect(offeredOptions(options, [], canAs('csManager'))).toEqual(options);
  });
});
