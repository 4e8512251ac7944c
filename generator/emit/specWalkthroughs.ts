// The product owner's walk-throughs of specs/README.md: each adds one thing to the real specs
// (a column, a filter, a panel, a list in a dialog, a screen). Each carries the exact edit it
// describes, and tests/spec-lint/walkthroughs.test.ts applies every edit to a copy of specs/ and
// lints it, so a walk-through that stops working fails the tests instead of misleading its reader.

/** One edit of a walk-through: `lines` inserted after the line `after` of `file`, or a new file. */
export interface WalkthroughEdit {
  /** The spec file, relative to the repository root. */
  file: string;
  /** The line (whole, without its indentation) after which `lines` go; absent for a new file. */
  after?: string;
  /** The YAML added, indented as it must be in the file. */
  lines: string;
}

export interface Walkthrough {
  heading: string;
  /** What the reader wants, in one sentence. */
  goal: string;
  /** The numbered steps before the YAML. */
  steps: readonly string[];
  edit: WalkthroughEdit;
  /** What the reader sees once the portal shows the change, and what to do when the linter speaks. */
  outcome: string;
}

export const walkthroughs: readonly Walkthrough[] = [
  {
    heading: 'Add a column to a list',
    goal: 'Show each practice’s ZIP code on the Practices list.',
    steps: [
      'Open `specs/api/practices-list.yaml` and find the row schema of the list’s operation (`listPractices` → `PracticeListRow`): the ZIP code is `address.zip_code`. A column can show any field the answer carries, dotted for nested ones.',
      'Open `specs/screens/practices.screen.yaml` and add a line under `columns`, after City:',
    ],
    edit: {
      file: 'specs/screens/practices.screen.yaml',
      after: '- { field: address.city, header: City, sortable: true }',
      lines: '  - { field: address.zip_code, header: ZIP }',
    },
    outcome:
      'Save: `npm run dev` shows the new column at once. A misspelt field (`address.zip`) is refused at its line with the nearest field suggested. `sortable: true` also needs the field in the operation’s sort fields (`PracticeListSortField`) and in the server’s query; `format:` picks how the value is written (`unixDate`, `phone`, `yesNo`, … in `specs/catalog/registry.yaml`).',
  },
  {
    heading: 'Add a filter to a list',
    goal: 'Let the User Management list be narrowed to one role.',
    steps: [
      'A filter sends its value in the list request’s `search`; the operation must take it. `listUsers` (`specs/api/users.yaml`) takes `user_role_id`, and the option list `userRoles` is declared in `specs/catalog/lookups.yaml`.',
      'Open `specs/screens/users.screen.yaml` and add the filter after the search box:',
    ],
    edit: {
      file: 'specs/screens/users.screen.yaml',
      after: '- { field: username, label: Search, widget: search, placeholder: Search by username or name }',
      lines: '  - { field: user_role_id, label: Role, widget: select, options: { lookup: userRoles }, all: All Roles }',
    },
    outcome:
      'The list shows a Role select whose first choice, All Roles, clears it; the choice is kept in the page’s address, so a reload or a shared link keeps it. A field the operation does not take, or a lookup the catalog does not declare, is refused at its line.',
  },
  {
    heading: 'Add a panel to the patient profile',
    goal: 'Show the patient’s contact details in a card of their own.',
    steps: [
      'A panel of a detail screen is a record card (labelled fields), a list, a form or a chart slot. A card without a `source` shows the screen’s own record (`getPatientDetail` for the profile).',
      'Open `specs/screens/patient-profile.screen.yaml` and add the panel under `panels`, before Patient Notes (the order of `panels` is the order on screen):',
    ],
    edit: {
      file: 'specs/screens/patient-profile.screen.yaml',
      after: '- { field: lastSession, label: profileLastSession, format: unixDateTime }',
      lines: [
        '    - name: contact',
        '      title: Contact',
        '      card:',
        '        fields:',
        '          - { field: mobile_phone, label: Phone, format: phone }',
        '          - { field: email_address, label: E-mail }',
      ].join('\n'),
    },
    outcome:
      'The profile shows a Contact card. `access:` limits it to roles or permissions, `when:` to records whose fields hold given values; a `source:` loads another operation with fields of the record (`params: { id: id }`), and `field:` shows an object inside the record.',
  },
  {
    heading: 'Open a list in a dialog',
    goal: 'From the patient list, let a super user see a patient’s device sessions without leaving the list.',
    steps: [
      'A row action with `listDialog` opens a dialog holding a list; its `source.params` are read from the row. `listDeviceSessions` takes `patient_id`, and the patient list’s rows carry the patient’s id as `patient_id`.',
      'Open `specs/screens/patients.screen.yaml` and add a row action after the row link:',
    ],
    edit: {
      file: 'specs/screens/patients.screen.yaml',
      after: "rowLink: { to: '/patientProfile/{patient_id}' }",
      lines: [
        'rowActions:',
        '  - label: Sessions',
        '    access: { superUser: true }',
        '    listDialog:',
        "      title: 'Sessions of {patient_first_name} {patient_last_name}'",
        '      list:',
        '        source:',
        '          operation: listDeviceSessions',
        '          pageSize: 10',
        '          orderBy: { field: started_at, direction: desc }',
        '          params: { patient_id: patient_id }',
        '        columns:',
        '          - { field: started_at, header: Started, format: unixDateTime }',
        '          - { field: duration_minutes, header: Minutes, format: number }',
        '        empty: deviceSessionsEmpty',
      ].join('\n'),
    },
    outcome:
      'Super users see a Sessions button on each row; the dialog’s title names the patient and its list pages by itself. `access:` hides the action from others, and the server refuses the call to anyone `specs/access.yaml` does not allow. A `{placeholder}` in the title must be a field of the row: the linter refuses one that is not.',
  },
  {
    heading: 'Add a screen',
    goal: 'Give signed-in users a page listing the user roles.',
    steps: [
      'A screen is one file in `specs/screens/`, named `<name>.screen.yaml`, starting with its schema line. Its `kind` decides the other keys: `list` takes a `source`, `columns`, `filters`, `rowActions`, … (see [ListScreenSpec](#listscreenspec)); a `redirect` screen takes only `to`, the route it opens, filled from the session: `/permissions` has `to: /editTeamMember/{user.practice_team_member.id}?permissions` (see [RedirectScreenSpec](#redirectscreenspec)).',
      'Create `specs/screens/user-roles.screen.yaml`:',
    ],
    edit: {
      file: 'specs/screens/user-roles.screen.yaml',
      lines: [
        '# yaml-language-server: $schema=../schema/screen.schema.json',
        '# The user roles, for every signed-in user.',
        'route: /userRoles',
        'title: User Roles',
        'access: { signedIn: true }',
        'kind: list',
        'menu: { label: User Roles, group: Manage Users, order: 85 }',
        'source: { operation: queryUserRoles, pageSize: 100, orderBy: { field: name, direction: asc } }',
        'columns:',
        '  - { field: name, header: Role }',
        'empty: emptyList',
      ].join('\n'),
    },
    outcome:
      'After `npm run generate` (or at once under `npm run dev`) the menu shows User Roles under Manage Users and `/userRoles` lists them. The linter refuses a route another screen has, an operation `specs/api` does not describe, and a role or permission `specs/access.yaml` does not declare. The screen’s `access:` decides who sees it in the menu and may open it; the server still answers only those the operation’s access rule allows.',
  },
];

/**
 * The walk-throughs as the Markdown of specs/README.md's "Walk-throughs" section.
 *
 * @example
 * walkthroughMarkdown().startsWith('Five short changes'); // true
 */
export function walkthroughMarkdown(): string {
  const parts = [
    'Five short changes, each made to the real specs (the tests apply each one to a copy of `specs/` and lint it). Run `npm run dev` while you edit to see the change in the browser as you save.',
  ];
  for (const walkthrough of walkthroughs) {
    const steps = walkthrough.steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
    parts.push(`### ${walkthrough.heading}

${walkthrough.goal}

${steps}

\`\`\`yaml
${walkthrough.edit.lines}
\`\`\`

${walkthrough.outcome}`);
  }
  return parts.join('\n\n');
}
