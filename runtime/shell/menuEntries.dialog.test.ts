import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import { menuEntries, type MenuScreen } from './menuEntries';

describe('menu entries of dialog screens', () => {
  it('[bug-report-dialog] marks Report Bug as opening its dialog, for every signed-in user', () => {
    const reportBug = routeTable['/reportBug'] as MenuScreen;
    const entries = menuEntries([reportBug], (rule) => isAllowed(rule, { signedIn: true, roleId: 50, permissions: [] }));
    expect(entries).toEqual([{ kind: 'link', label: 'Report Bug', to: '/reportBug', order: 900, dialog: true }]);
    expect(menuEntries([reportBug], (rule) => isAllowed(rule, { signedIn: false }))).toEqual([]);
  });
});
