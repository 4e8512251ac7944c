import { describe, expect, it } from 'vitest';
import { isAllowed, type AccessRule } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import type { Action } from '../../src/generated/spec-types';
import type { CompiledCardsScreen } from '../../src/generated/compiled-types';
import { actionState } from '../core/actionState';

// The firmware versions dialog's Archive action as specs/screens/firmware.screen.yaml declares it.
const firmware = routeTable['/firmware'] as CompiledCardsScreen;
const versionActions: Action[] = (firmware.cards.actions ?? []).flatMap((action) =>
  (action.dialog?.lists ?? []).flatMap((list) => list.rowActions ?? []),
);
const archive = versionActions.find((action) => action.label === 'Archive');
const superAdmin = (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId: 1, permissions: [] });

describe('the firmware Archive action', () => {
  it.each([
    { given: 'an active version', row: { active: 1, test: 0 }, want: 'disabled' },
    { given: 'a test version', row: { active: 0, test: 1 }, want: 'disabled' },
    { given: 'a version that is neither', row: { active: 0, test: 0 }, want: 'enabled' },
  ])('[firmware-archive-blocked] on $given is $want', ({ row, want }) => {
    expect(archive).toBeDefined();
    expect(actionState(archive ?? { label: 'Archive' }, row, superAdmin)).toBe(want);
  });
});
