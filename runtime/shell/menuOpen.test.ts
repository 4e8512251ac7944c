import { describe, expect, it } from 'vitest';
import { menuEntries, menuOpenBody, type MenuScreen } from './menuEntries';

const guides: MenuScreen = {
  route: '/admin/editUserGuide',
  access: { roles: ['superAdmin'] },
  menu: { label: 'User Guides', group: 'Admin', order: 127 },
  menuLinks: [{ label: 'User Guide', order: 200, access: { signedIn: true }, open: { operation: 'getCurrentUserGuide', body: { user_role: '{self.roleId}' }, url: 'url' } }],
};
const patients: MenuScreen = { route: '/patients', access: { signedIn: true }, menu: { label: 'Patients', order: 40 } };

describe('menu entries that open a document', () => {
  it("[user-guides-menu-open] User Guide is offered to every signed-in user, after the links, asking with the user's role", () => {
    const entries = menuEntries([guides, patients], (rule) => rule.signedIn === true);
    expect(entries.map((entry) => `${entry.kind}:${entry.label}`)).toEqual(['link:Patients', 'open:User Guide']);
    const open = entries.find((entry) => entry.kind === 'open');
    expect(open?.kind === 'open' ? menuOpenBody(open.open.body, { roleId: 40 }) : undefined).toEqual({ user_role: 40 });
  });

  it('leaves other values as written', () => {
    expect(menuOpenBody({ limit: 1, name: 'x' }, {})).toEqual({ limit: 1, name: 'x' });
  });
});
