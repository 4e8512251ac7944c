// The permission switches of a team member (document 1, sections 4 and 6), as pure functions of
// the permission names of specs/access.yaml. Permissions of one kind share a noun: addStaff,
// editStaff and viewStaff are the Staff kind; the cascade follows the names, so a permission
// without a sibling (viewAllPatient, editPractice) cascades to nothing.

/** The practice Administrator permission's name (id 1). */
export const administratorPermission = 'administrator';

/** The first admin permission id: ids below it (except 1) are ordinary permissions. */
export const firstAdminPermissionId = 50;

/**
 * True for an admin permission (id 50 and above), false for the ordinary ones (ids below 50,
 * except the Administrator, 1) ([admin-permission-range]).
 *
 * @example
 * isAdminPermissionId(13); // false
 * isAdminPermissionId(52); // true
 */
export function isAdminPermissionId(id: number): boolean {
  return id >= firstAdminPermissionId;
}

/** True for an ordinary team permission: ids 2 to 49. */
export function isOrdinaryPermissionId(id: number): boolean {
  return id > 1 && id < firstAdminPermissionId;
}

type Level = 'add' | 'edit' | 'view';

/** A permission's level and kind by its name, e.g. `addStaff` → add, Staff. */
function levelOf(name: string): { level: Level; kind: string } | undefined {
  const match = /^(add|edit|view)([A-Z]\w*)$/.exec(name);
  return match ? { level: match[1] as Level, kind: match[2] ?? '' } : undefined;
}

function sibling(level: Level, kind: string, all: readonly string[]): string | undefined {
  const name = `${level}${kind}`;
  return all.includes(name) ? name : undefined;
}

/**
 * The granted permissions after switching `name` on or off, with the cascade of document 1
 * section 4: Add turns on View and Edit of the same kind ([permission-add-implies]); Edit turns on
 * View ([permission-edit-implies-view]); View off turns off Edit and Add
 * ([permission-view-off-cascade]); Administrator on turns on every permission of `all`
 * ([permission-administrator-all]). Turning Administrator off only removes it here: whether it
 * may be turned off is the switches machine's question. The answer keeps the order of `all`.
 *
 * @example
 * togglePermission([], 'addStaff', true, all); // ['addStaff', 'editStaff', 'viewStaff'] in the order of all
 */
export function togglePermission(granted: readonly string[], name: string, on: boolean, all: readonly string[]): string[] {
  const next = new Set(granted);
  if (name === administratorPermission && on) {
    for (const permission of all) next.add(permission);
  } else if (on) {
    next.add(name);
    const parsed = levelOf(name);
    if (parsed?.level === 'add' || parsed?.level === 'edit') {
      const view = sibling('view', parsed.kind, all);
      if (view) next.add(view);
    }
    if (parsed?.level === 'add') {
      const edit = sibling('edit', parsed.kind, all);
      if (edit) next.add(edit);
    }
  } else {
    next.delete(name);
    const parsed = levelOf(name);
    if (parsed?.level === 'view') {
      for (const level of ['add', 'edit'] as const) {
        const dependent = sibling(level, parsed.kind, all);
        if (dependent) next.delete(dependent);
      }
    }
  }
  return all.filter((permission) => next.has(permission));
}
