// generated from specs/ — do not edit
/**
 * `all` (every row, for whoever the operation's rule lets through), or the table whose rows are limited and the cases that limit them: the first case whose `when` holds decides; no matching case, no row; or the table and the resource it is seen through (`through`: a row is seen exactly when the row its column names is).
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "resourceDataScope".
 */
export type ResourceDataScope =
  | 'all'
  | {
      /**
       * The SQL table whose rows this scope limits (a table of server/db/migrations).
       */
      table: string;
      /**
       * The cases in order: the first whose `when` holds decides which rows the caller sees.
       *
       * @minItems 1
       */
      cases: DataScopeCase[];
    }
  | {
      /**
       * The SQL table whose rows this scope limits (a table of server/db/migrations).
       */
      table: string;
      /**
       * A row is seen exactly when the row of `resource` that its `column` names is seen (a plan through its patient).
       */
      through: {
        /**
         * A resource of `dataScope` declared with `cases`.
         */
        resource: string;
        /**
         * The column of `table` holding that resource's row id.
         */
        column: string;
      };
    };
/**
 * What a column must equal: the caller's practice, team member or user id, or (for a role-id column) one of / none of some roles.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "dataScopeValue".
 */
export type DataScopeValue =
  | ('practice' | 'teamMember' | 'user')
  | {
      /**
       * Role names: the column holds the id of one of these roles.
       *
       * @minItems 1
       */
      in: string[];
    }
  | {
      /**
       * Role names: the column holds the id of none of these roles.
       *
       * @minItems 1
       */
      notIn: string[];
    };
/**
 * One catalog file of specs/catalog. Its `kind` says what it holds: `constants`, `messages`, `lookups`, `registry` or `enums`.
 */
export type CatalogSpec = {
  /**
   * What the file holds.
   */
  kind: 'constants' | 'messages' | 'lookups' | 'registry' | 'enums';
  /**
   * For `kind: constants`: business constants and limits by name.
   */
  values?: {
    [k: string]: string | number | boolean;
  };
  /**
   * For `kind: messages`: user-visible texts by key, verbatim; `{name}` marks a value filled in at run time.
   */
  messages?: {
    [k: string]: string;
  };
  /**
   * For `kind: lookups`: option lists by name.
   */
  lookups?: {
    [k: string]: LookupSpec;
  };
  formats?: RegistryNames;
  widgets?: RegistryNames;
  machines?: RegistryNames;
  screens?: RegistryNames;
  actions?: RegistryNames1;
  panels?: RegistryNames2;
  charts?: RegistryNames3;
  cardParts?: RegistryNames4;
  fieldOptions?: RegistryNames5;
  /**
   * For `kind: registry`: the `ui:options` keys each widget takes beyond `fieldOptions`, by widget name, each with what it does. A form's `ui:options` key that neither its widget's entry here nor `fieldOptions` lists is a lint error (suggesting the nearest), so a misspelt option never reaches a widget that would ignore it.
   */
  widgetOptions?: {
    [k: string]: RegistryNames;
  };
  /**
   * For `kind: enums`: fixed value sets by name.
   */
  enums?: {
    [k: string]: LookupOption[];
  };
};
/**
 * A filter operator (react-querybuilder's names).
 *
 * This interface was referenced by `ReportsSpec`'s JSON-Schema
 * via the `definition` "operator".
 */
export type ReportOperator =
  | '='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'contains'
  | 'beginsWith'
  | 'endsWith'
  | 'doesNotContain'
  | 'doesNotBeginWith'
  | 'doesNotEndWith'
  | 'null'
  | 'notNull'
  | 'in'
  | 'notIn'
  | 'between'
  | 'notBetween';
/**
 * One screen of the portal: its route, who may open it, its menu entry and what it shows. A `list` screen pages through a middleware operation; a `form` screen renders a form of specs/forms; a `wizard` screen shows tabs of steps (forms or registered step components) driven by a state machine; a `search` screen offers search options, each a few fields, over a paged table of results; a `custom` screen names a hand-written screen of the registry; a `redirect` screen opens another route filled from the signed-in session.
 */
export type ScreenSpec =
  | ListScreenSpec
  | FormScreenSpec
  | WizardScreenSpec
  | CustomScreenSpec
  | DetailScreenSpec
  | SearchScreenSpec
  | CardsScreenSpec
  | DialogScreenSpec
  | RedirectScreenSpec;
/**
 * A `kind: list` screen: a paged table of a middleware operation (`source`, `columns`), with its filters, tabs, row link and row actions, editable rows, an add bar and a modal form.
 */
export type ListScreenSpec = ScreenFields & {
  kind: 'list';
  layout?: ScreenLayout;
  source: ListSource;
  /**
   * The filters above a list, in order.
   */
  filters?: ListFilter[];
  /**
   * The columns of a list, in order.
   *
   * @minItems 1
   */
  columns: ListColumn[];
  /**
   * Message key (specs/catalog/messages.yaml) shown when the list has no rows.
   */
  empty?: string;
  /**
   * How a list shows on narrow screens (below 1217 px): `grid`, the table scrolling sideways (the default), or `cards`, one card per row showing its first three columns, the others behind Show more (expandable rows), with a Sort by choice for the sortable columns and the row actions.
   */
  mobileLayout?: 'grid' | 'cards';
  rowLink?: RowLink;
  /**
   * The actions offered on each row of a list, in order (buttons at the end of the row, or in the card on mobile). An action the user's access rule refuses is not shown; the server refuses its call anyway.
   */
  rowActions?: Action[];
  tabs?: ListTabs;
  summary?: ListSummary;
  /**
   * A line under the title filled from the list call's answer, `{field}` for a field of the answer beside its rows (dotted), e.g. `{patient.name} ({patient.identifier})`.
   */
  subtitle?: string;
  editable?: EditableRows;
  addBar?: AddBar;
  /**
   * Message key (or text) shown in place of the rows while the screen's first load is under way, e.g. `loadingConfiguration` ('Loading configuration...'); a spinner beside the title otherwise.
   */
  loadingText?: string;
  failure?: ScreenFailure;
  modalForm?: ModalForm;
  createLink?: CreateLink1;
  /**
   * For `kind: list`: buttons above the list that each open a hand-written panel of specs/catalog/registry.yaml in a modal, for a setting of the whole list that no form of specs/forms can say, e.g. the survey template library's RTM Configuration. The panel gets an empty record; its `reload` closes the modal and reloads the list.
   */
  panelButtons?: ListPanelButton[];
  reorder?: ListReorder;
  selection?: ListSelection;
  import?: ListImport;
  export?: ListExport;
};
/**
 * How the page is framed: `shell` (the default) inside the app shell, with the header and the side menu; `window` alone, for a screen that opens in a browser window of its own (the ROMTime call window): no header and no side menu, the session's dialogs (privacy consent, idle warning) and notices still shown.
 */
export type ScreenLayout = 'shell' | 'window';
/**
 * One button acting on a record: a list row (`rowActions`), a detail screen's record (`detail.actions`), a card (`cards.actions`) or a row of a card's dialog table. It does exactly one of: open a route (`to`), call a middleware operation (`operation`: after `confirm` or the `input` dialog, then the `success` toast and `then`, else the screen reloads), open a form of specs/forms in a dialog (`form`), open a dialog of tables (`dialog`), open a list in a dialog (`listDialog`, its `source.params` read from the record) or run a custom action of specs/catalog/registry.yaml (`action`). A key of another kind is an error at its line. Who sees it: `access`, else the rule of its `operation` in specs/access.yaml, else everyone who may open the screen; `when` hides it and `disabledWhen` greys it out per record.
 */
export type Action = {
  /**
   * The button text, e.g. `Edit`, `Archive`.
   */
  label: string;
  /**
   * `red` for a destructive action (Archive); `default` otherwise.
   */
  color?: 'default' | 'red';
  access?: AccessRule12;
  when?: Condition2;
  disabledWhen?: Condition3;
  confirm?: ConfirmSpec;
  /**
   * Navigate: a route to open; `{field}` is replaced by that field of the record, e.g. `/practice/{id}`.
   */
  to?: string;
  /**
   * Call: an operationId of specs/api called for the record, e.g. `archivePractice`.
   */
  operation?: string;
  /**
   * With `operation`: operation parameter → record field (dotted for nested ones), e.g. `{ id: id }`. Names in the operation's path fill the path; the others go into the body (the query of a GET). Without it each path parameter takes the record field of the same name.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * With `operation`: constant body fields sent besides `params`, e.g. `{ active: 1, test: 0, archived: 0 }`.
   */
  values?: {
    [k: string]: string | number | boolean | null;
  };
  input?: ActionInput;
  /**
   * With `operation` or `action`: message key of the toast after success, naming what was done (required with `operation`: never a bare 'Success!').
   */
  success?: string;
  /**
   * With `operation`: after success, a route to open (e.g. `/patients` after an archive) or `{ reload: { after: 5 } }` to read the record again after that many seconds (a device command); the screen reloads at once when absent.
   */
  then?: string | ActionThen;
  /**
   * Form: a form of specs/forms in a dialog. A name opens the list's `modalForm` on the row to edit it (its `update` operation); a `cardForm` sends the form's data to its own operation.
   */
  form?: string | CardForm;
  dialog?: CardDialog;
  listDialog?: ListDialog;
  /**
   * Custom: an action of specs/catalog/registry.yaml (`actions`) for what a route or one call cannot say, e.g. `deselectPractice`.
   */
  action?: string;
};
/**
 * For `kind: list` and `kind: dialog`: what the user sees when the screen's own calls fail (loading the list, saving rows, a row action, sending the dialog's form): `notify` (the error notifier's toast, the default) or `log` (only written to the console, no user message; a dialog stays open with what was typed), e.g. maintenance, configuration and bug reports (document 3, section 8). Field errors are shown under their fields either way.
 */
export type ScreenFailure = 'notify' | 'log';
/**
 * For `kind: list`: create and edit rows in a modal over the list. A button above the list (`createLabel`) opens the form empty (saved with the form's `submit`); a row action with `modal: edit` opens it with the row (saved with the form's `update`, its path parameters from the row). The form's `success` message is filled from the sent data and the answer (`{name}`); after a save the modal closes and the list reloads. Field errors of the server show under their fields in the modal.
 */
export type ModalForm = {
  [k: string]: unknown;
} & {
  /**
   * The name of a form in specs/forms.
   */
  form?: string;
  /**
   * In place of `form`: a hand-written panel of specs/catalog/registry.yaml drawn in the modal (what a form of specs/forms cannot say, e.g. the template assignment popup's patient lookup and dependent selects); it gets the row as its `record` (empty when creating), and its `reload` closes the modal and reloads the list. A row action `form: <panel>` opens it on the row.
   */
  panel?: string;
  /**
   * With `panel`: the modal's heading when a row action opened it on a row (message key or text).
   */
  editTitle?: string;
  /**
   * The modal's heading when creating; when editing, the form's `update.title` (specs/forms), else this.
   */
  title: string;
  /**
   * The text of the button above the list that opens the empty form, e.g. 'Add Self Pay Option'.
   */
  createLabel: string;
  createAccess?: AccessRule16;
};
/**
 * A `kind: form` screen: a form of specs/forms (`form`), creating or, with a route parameter, editing a record.
 */
export type FormScreenSpec = ScreenFields & {
  kind: 'form';
  layout?: ScreenLayout;
  /**
   * The name of a form in specs/forms (the file name without `.form.yaml`).
   */
  form: string;
  /**
   * For a `form` screen whose route has a parameter (e.g. `/practice/{practiceID}`): the heading when the parameter is a record id (editing), e.g. 'Edit Practice'. `title` is the heading when the parameter is `new` (creating).
   */
  editTitle?: string;
  editAccess?: AccessRule23;
  /**
   * The save button's text (message key or text); the catalogue's `buttonSave` (Save) when absent.
   */
  submitLabel?: string;
  /**
   * The text of the button that goes back without saving (message key or text); the catalogue's `buttonCancel` (Cancel) when absent.
   */
  cancelLabel?: string;
};
/**
 * A `kind: wizard` screen: tabs of `steps` (forms or registered step components) driven by the state machine `machine`, whose step ids they are.
 */
export type WizardScreenSpec = ScreenFields & {
  kind: 'wizard';
  layout?: ScreenLayout;
  /**
   * A state machine of the registry that drives the screen. A `kind: wizard` screen needs one that keeps the wizard contract of machines/wizard/wizardContract.ts: input `{recordId, query, now}` (recordId null for `new`); context `current` (the step shown), `tabs` ({id, enabled}), `buttons` (cancel, back, next, save), `data` and `errors` per step, `dirty`, `loading`, `saving`, `dialog`; the user's events `CHANGE`, `SELECT_TAB`, `CANCEL`, `BACK`, `SUBMIT`, `CLOSE_DIALOG`; the actors it invokes, which the screen provides: `loadRecord` (the spec's `load`) and `save:<step id>` per step (its `submit`); and the `toast` and `navigate` events it emits.
   */
  machine: string;
  /**
   * The route parameter naming the record (`patientID` of `/patientInformation/:patientID`); its value `new` means create, and the machine then gets `recordId: null`.
   */
  param?: string;
  load?: WizardLoad;
  /**
   * The steps, one tab each, in order. The machine decides which tabs are open and which step is shown.
   *
   * @minItems 1
   */
  steps: WizardStep[];
  /**
   * Message key of the question asked (Leave or Stay) when the user leaves the screen while the machine says `dirty`, e.g. `leaveUnsaved`.
   */
  leaveConfirm?: string;
  /**
   * When true the query string goes to the machine as `input.query`, so that `?procedure` can open that tab.
   */
  tabQuery?: boolean;
};
/**
 * A `kind: custom` screen: a hand-written screen of the registry (`screen`).
 */
export type CustomScreenSpec = ScreenFields & {
  kind: 'custom';
  layout?: ScreenLayout;
  /**
   * The name of a custom screen in specs/catalog/registry.yaml.
   */
  screen: string;
  /**
   * A state machine of the registry the custom screen runs, e.g. `session` for the Welcome screen.
   */
  machine?: string;
  /**
   * Lists the hand-written screen places (runtime/list/SpecList), by name, e.g. the RTM dashboard's `cosignNotes`: each a list as a region's, its `source.params` read from the values the screen hands it.
   */
  lists?: {
    [k: string]: PanelList;
  };
  /**
   * Lists in a dialog the hand-written screen opens (runtime/list/ListDialog), by name, e.g. the RTM dashboard's `completedToday`.
   */
  dialogs?: {
    [k: string]: ListDialog;
  };
};
/**
 * A `kind: detail` screen: one record (`detail`) with its header, actions, tables and panels.
 */
export type DetailScreenSpec = ScreenFields & {
  kind: 'detail';
  layout?: ScreenLayout;
  detail: DetailSpec;
};
/**
 * A titled region of a detail screen (`panels` below the header, or a header part in `parts`). It shows exactly one of: a hand-written panel of the registry (`panel`, which receives the record), or a region the spec builds itself and names with `name`: a record card (`card`), a list (`list`), a form (`form`), a registered chart (`chart`) or tabs of these (`tabs`). `access` (the user) and `when` (the record) say who sees it. A key of another kind is an error at its line, and a `panel` name that src/appRegistry.ts does not implement fails the generator.
 */
export type PanelSlot = {
  /**
   * A hand-written panel: a panel name of specs/catalog/registry.yaml, implemented in src/appRegistry.ts.
   */
  panel?: string;
  /**
   * The name of a region the spec builds (`card`, `list`, `form` or `chart`), unique on the screen: the region's anchor (`panel-<name>`).
   */
  name?: string;
  /**
   * The region's title (its card heading and accessible name).
   */
  title: string;
  access?: AccessRule25;
  when?: Condition5;
  /**
   * The region's tabs, in order. For a hand-written `panel`: a name is a tab the panel draws itself (e.g. a chart), a `{ title, list }` (or `card`, `chart`) a tab the spec builds and the panel places. For a region with a `name` and no `panel`, every tab is one the spec builds.
   */
  tabs?: (string | PanelTab)[];
  /**
   * The tab (or section) that starts expanded.
   */
  expanded?: string;
  /**
   * For a hand-written `panel`: lists it places (runtime/detail/PanelList), by name, e.g. the survey panel's `completed` surveys; their `source.params` read the screen's record.
   */
  lists?: {
    [k: string]: PanelList;
  };
  /**
   * For a hand-written `panel`: record cards it places (runtime/detail/PanelRecordCard) over a record it holds, by name, e.g. the survey dialog's `scores`.
   */
  cards?: {
    [k: string]: PanelCard;
  };
  card?: PanelCard;
  list?: PanelList;
  form?: PanelForm;
  chart?: PanelChart;
};
/**
 * A `kind: search` screen: search options, each a few fields, over a paged table of results (`search`).
 */
export type SearchScreenSpec = ScreenFields & {
  kind: 'search';
  layout?: ScreenLayout;
  search: SearchSpec;
  /**
   * Message key (specs/catalog/messages.yaml) shown when a search finds nothing (an option's own `empty` wins).
   */
  empty?: string;
};
/**
 * A `kind: cards` screen: one card per record of `cards.source`.
 */
export type CardsScreenSpec = ScreenFields & {
  kind: 'cards';
  layout?: ScreenLayout;
  cards: CardsSpec;
};
/**
 * A `kind: dialog` screen: a form of specs/forms (`form`) in a dialog opened from the side menu (its `menu` entry) over whatever page is shown; its `route` is a name only (no page answers it).
 */
export type DialogScreenSpec = ScreenFields & {
  kind: 'dialog';
  /**
   * The name of the form in specs/forms the dialog shows (the file name without `.form.yaml`).
   */
  form: string;
  /**
   * The text of the button that sends the form, e.g. `Submit`.
   */
  submitLabel?: string;
  failure?: ScreenFailure;
};
/**
 * A `kind: redirect` screen: its route opens another route (`to`) at once, filled from the signed-in session, e.g. /permissions opens the user's own team member at its Permissions tab. A user whose session lacks a field `to` names sees the Unauthorized view.
 */
export type RedirectScreenSpec = ScreenFields & {
  kind: 'redirect';
  /**
   * The route to open, a route some screen declares, with an optional query string; each `{placeholder}` names a field of the signed-in session (`user.…` or `practice.…`, as the answer of `login` describes them), e.g. `/editTeamMember/{user.practice_team_member.id}?permissions`.
   */
  to: string;
};

/**
 * Every spec format, by schema file name.
 */
export interface SpecFormats {
  access?: AccessSpec;
  catalog?: CatalogSpec;
  form?: FormSpec;
  report?: ReportsSpec;
  screen?: ScreenSpec;
}
/**
 * Who may do what: roles, permissions, built-in permission sets, super users, landing rules and the access rule of every middleware operation. Deny by default: an operation without a rule is refused.
 */
export interface AccessSpec {
  /**
   * Every user role by name, with its numeric id (as the middleware stores it) and the label users see.
   */
  roles: {
    [k: string]: NamedId;
  };
  /**
   * The role given to a new user when none is chosen (a role name).
   */
  defaultRole: string;
  /**
   * Role names whose users are super users: they see every practice's data.
   */
  superUsers: string[];
  /**
   * Every permission by name, with its numeric id and label.
   */
  permissions: {
    [k: string]: NamedId;
  };
  /**
   * Built-in permissions by role name: `all`, or a list of permission names. Roles not listed take their permissions from their team member's permission list.
   */
  permissionSets: {
    [k: string]: 'all' | string[];
  };
  /**
   * Where a user lands after sign-in: the first rule whose `when` holds wins.
   */
  landing: LandingRule[];
  /**
   * The access rule of every middleware operation, by operationId (see specs/api).
   */
  operations: {
    [k: string]: AccessRule;
  };
  /**
   * Named role facts the server's handlers ask for (is this role one of the group?) instead of comparing role ids: group name → role names.
   */
  roleGroups?: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
  /**
   * Which rows of each resource a caller sees once the operation's access rule let them through. The server compiles it into one helper (server/security/dataScope.ts) that every list, detail, update and delete of the resource uses; a row out of scope is answered like one that does not exist.
   */
  dataScope?: {
    [k: string]: ResourceDataScope;
  };
}
/**
 * A numeric id and the label users see.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "namedId".
 */
export interface NamedId {
  /**
   * The numeric id the middleware stores.
   */
  id: number;
  /**
   * The name shown to users.
   */
  label: string;
}
/**
 * Land on `to` when `when` holds.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "landingRule".
 */
export interface LandingRule {
  when: AccessRule;
  /**
   * The route to land on.
   */
  to: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "accessRule".
 */
export interface AccessRule {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One case of a data scope: for the callers `when` describes, the rows they see.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "dataScopeCase".
 */
export interface DataScopeCase {
  when: DataScopeWhen;
  /**
   * The rows the caller sees: all, none, or column conditions that must ALL hold.
   */
  rows:
    | ('all' | 'none')
    | {
        [k: string]: DataScopeValue;
      };
}
/**
 * Who a case applies to: the conditions of an access rule, plus facts of the caller's practice and team member. ALL must hold.
 *
 * This interface was referenced by `AccessSpec`'s JSON-Schema
 * via the `definition` "dataScopeWhen".
 */
export interface DataScopeWhen {
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is (or, with false, is not) a super user role.
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs (or, with false, does not belong) to a practice.
   */
  hasPractice?: boolean;
  /**
   * The user's practice is of one of these practice type ids.
   *
   * @minItems 1
   */
  practiceTypes?: number[];
  /**
   * The user's team member has one of these role names.
   *
   * @minItems 1
   */
  teamRoles?: string[];
  /**
   * The user holds none of these permissions.
   *
   * @minItems 1
   */
  lacking?: string[];
}
/**
 * An option list: loaded from `operation` (with `value` and `label` naming the fields of each row), or fixed `values`.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "lookup".
 */
export interface LookupSpec {
  /**
   * An operationId of specs/api that returns the rows.
   */
  operation?: string;
  /**
   * The row field that is the option's value.
   */
  value?: string;
  /**
   * The row field that is the option's label.
   */
  label?: string;
  /**
   * Keeps only the rows whose fields equal these values, e.g. the practice roles of the role list: { user_role_type_id: 4 }.
   */
  where?: {
    [k: string]: string | number | boolean;
  };
  access?: AccessRule1;
  /**
   * Fixed options.
   */
  values?: LookupOption[];
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule1 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One option: the value sent to the middleware and the label shown.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "option".
 */
export interface LookupOption {
  /**
   * The value sent to the middleware.
   */
  value: string | number | boolean;
  /**
   * The text users see.
   */
  label: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "registryNames".
 */
export interface RegistryNames {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 */
export interface RegistryNames1 {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 */
export interface RegistryNames2 {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 */
export interface RegistryNames3 {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 */
export interface RegistryNames4 {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * For `kind: registry`: implementation names (formats, widgets, machines or custom screens), each with what it does.
 */
export interface RegistryNames5 {
  /**
   * What the implementation does.
   */
  [k: string]: string;
}
/**
 * One form of specs/forms (`<name>.form.yaml`): the JSON Schema of its data, the react-jsonschema-form uiSchema, the messages shown for each validation error, and the operation it submits to.
 */
export interface FormSpec {
  /**
   * The form's heading.
   */
  title: string;
  access?: AccessRule;
  /**
   * The JSON Schema (draft 2020-12) of the form's data; also the source of the form's TypeScript type. A field whose rules the OpenAPI description already states references them instead of restating them: `$ref: '../api/<file>.yaml#/components/schemas/<Name>/properties/<field>'` (the path an editor follows from specs/forms). The compiler copies the target's rules (`type`, `pattern`, `minLength`, `maxLength`, `minimum`, `maximum`, `enum`, `format`, nested `properties`, ...; not its `description`) and lays the keywords written beside the `$ref` over them, e.g. the field's `title`, or a `maxLength` kept for its message. A reference to a missing file or name is an error at its line.
   */
  schema: {
    type: 'object';
    [k: string]: unknown;
  };
  /**
   * The react-jsonschema-form uiSchema: widgets (`ui:widget` names a widget of the registry), order and help texts. Cadence adds these `ui:options`: `lookup` (a lookup of specs/catalog/lookups.yaml whose values a select offers), `access` (an access rule: the field is shown, and sent, only to users it allows), `editAccess` (the same, applied only while a saved record is edited: another user's password), `editDenied: readonly` (with `editAccess`: a user it refuses sees the field read-only instead of not at all, and it is sent unchanged: another user's e-mail address or username), `money: cents` (a top-level field typed in currency units and sent, and loaded, in cents), `computed` (`{ product: [field, ...] }` or `{ sum: [...] }`: a top-level field worked out from others as they change, shown read-only with `ui:readonly`, never sent) and, for the `attachments` widget, `upload` (`{ operation, answer?, fileName?, success? }`: the chosen files are zipped in the browser and sent to that multipart operation as `file` before the form is sent; the field then carries the answer's `answer` field, `id` by default). A form that describes the rows of an editable list (`editable.form` of a list screen) adds per field: `default: now` (a new row's `unixDateTime` starts at the current minute), `notPastOnCreate: true` (a new row's time may not be before the current minute), `disabledWhen` (a condition on the row's values, `{ field, in }`: the field is disabled and not checked while it holds), `onTick` (for a `checkbox`: field → value other fields take while it is ticked, their `default` again when unticked) and, for `allOrOne`, `allLabel` ('Select All' by default); `ui:placeholder` is the hint of an empty input. The `ui:options` keys each field takes are declared in specs/catalog/registry.yaml (`fieldOptions` for every field, `widgetOptions` per widget); the linter refuses any other key at its line.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Validation messages: field path (`name`, or `address.zip_code` inside an object) → (JSON Schema keyword, or `notPastOnCreate` of an editable row → message key of specs/catalog/messages.yaml). Keywords without a message here use the catalogue's text of the rule (`required` → 'Required', `format` → 'Not a valid email').
   */
  messages?: {
    [k: string]: {
      [k: string]: string;
    };
  };
  submit?: FormSubmit;
  load?: FormLoad;
  update?: FormUpdate;
  /**
   * Unsaved-changes guard: when the user leaves the form (a link, Back, closing the tab) after changing something and before saving, this message key of specs/catalog/messages.yaml is asked first, e.g. `leavePageUnsaved` ('Leave this page? Unsaved changes will be lost.').
   */
  leaveConfirm?: string;
  /**
   * A state machine of the registry that drives the form.
   */
  machine?: string;
  /**
   * Buttons under the form that call an operation without saving it, e.g. Generate Password (its answer fills fields) or Send Password Reset (sent with a field of the form).
   */
  actions?: FormAction[];
}
/**
 * Where the form's data goes.
 */
export interface FormSubmit {
  /**
   * The operationId of specs/api the data is sent to.
   */
  operation: string;
  /**
   * Message key shown after a successful submit, naming what was saved (required: never a bare 'Success!').
   */
  success: string;
  access?: AccessRule2;
  /**
   * Message key shown to a user who may not save (see `access`).
   */
  denied?: string;
  onSuccess?: FormOnSuccess;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule2 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * What happens after a successful submit.
 */
export interface FormOnSuccess {
  /**
   * The route to open; `{field}` is replaced by that field of the answer, e.g. `/practice/{id}`.
   */
  to: string;
}
/**
 * Edit mode: on a form screen whose route has a parameter (`/practice/{practiceID}`) that is not `new`, the record is loaded with this operation and shown in the form; saving then calls `update.operation` instead of `submit.operation`.
 */
export interface FormLoad {
  /**
   * The operationId of specs/api that answers one record, e.g. `getPractice` (GET practice/{id}). Every parameter of its path takes the route parameter's value unless `params` says otherwise.
   */
  operation: string;
  /**
   * Operation path parameter → route parameter, e.g. `{ id: practiceID }`; by default each path parameter takes the route's (last) parameter.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * How the loaded record fills the form: form field path → record path, dotted, with `[0]` or `[-1]` (the last) for list items, e.g. `address.line_1: address[-1].line_1`, `practice_type_id: practice_type.id`. Fields not named here take the record's field of the same name when the form has it.
   */
  map?: {
    [k: string]: string;
  };
}
/**
 * Edit mode: where the edited data goes (see `load`). `success`, `access`, `denied` and `onSuccess` of `submit` apply unless given here.
 */
export interface FormUpdate {
  /**
   * The operationId of specs/api that saves the record, e.g. `updatePractice` (PATCH practice/{id}); its path parameters are filled as for `load`.
   */
  operation: string;
  /**
   * Operation path parameter → route parameter, as for `load.params`.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Form field paths whose loaded values are sent back although the form does not show them, e.g. `address.id`, `phone_number.id` (the ids of the records being updated).
   */
  keep?: string[];
  /**
   * The form edits a list row in the list's `modalForm` (no `load` call): the row fills the form (through `load.map` when given) and the path parameters of `operation` take the row's fields (`params`: path parameter → row field, `id` by default).
   */
  fromRow?: boolean;
  /**
   * The form's heading while it edits a saved record, e.g. 'Update Self Pay Option' in a list's modal form; the heading the screen gives otherwise.
   */
  title?: string;
  /**
   * Message key shown after a successful update ('{name}' filled from the sent data and the answer in a modal form).
   */
  success?: string;
  access?: AccessRule3;
  /**
   * Message key shown to a user who may not save an edit.
   */
  denied?: string;
  onSuccess?: FormOnSuccess;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule3 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One button under a form: it calls `operation` with `body` (request field → form field), then fills the form from the answer (`fill`: form field → answer field) and shows `success`.
 *
 * This interface was referenced by `FormSpec`'s JSON-Schema
 * via the `definition` "formAction".
 */
export interface FormAction {
  /**
   * The button text.
   */
  label: string;
  /**
   * The operationId of specs/api called.
   */
  operation: string;
  /**
   * What the operation is sent: request field → form field, e.g. `username: username`.
   */
  body?: {
    [k: string]: string;
  };
  /**
   * Which fields the answer fills: form field → answer field, e.g. `password: password`.
   */
  fill?: {
    [k: string]: string;
  };
  access?: AccessRule4;
  /**
   * Shown only when the form edits a saved record.
   */
  editOnly?: boolean;
  /**
   * Message key shown instead of the call while the form has unsaved changes, e.g. `unsavedBeforePasswordReset`.
   */
  requiresSaved?: string;
  /**
   * Message key of the toast after the call succeeds; none when absent.
   */
  success?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule4 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One file of specs/reports: report types of the Reports screen (/admin/reports) by name. The server runs a report only over what its declaration names: a filter tree's field must be one of `fields` and its operator one the field allows, each value is a query parameter, and the SQL fragments below are the server's own (never the caller's).
 */
export interface ReportsSpec {
  /**
   * The report types by name (the `reportType` of a report request), in the order the Reports list shows them.
   */
  reports: {
    [k: string]: ReportType;
  };
}
/**
 * One report type: who may run it, the rows it reads (`from`, limited by `scope`), the columns it answers and the fields its filter builder offers.
 *
 * This interface was referenced by `ReportsSpec`'s JSON-Schema
 * via the `definition` "report".
 */
export interface ReportType {
  /**
   * The name the Reports list shows; also the start of the download's file name.
   */
  label: string;
  /**
   * What the report answers, shown under its name.
   */
  description?: string;
  /**
   * Where the report approximates the spec's report of that name because the schema lacks its data (shown to product owners, not users).
   */
  approximation?: string;
  access: AccessRule5;
  /**
   * The dataScope resource of specs/access.yaml whose rows the caller sees, applied to the `patients` alias `p` (`patients`), or `all` for records of no practice (devices in stock).
   */
  scope: 'patients' | 'all';
  /**
   * The SQL `from` clause (tables and joins) the report reads; a `patients` scope needs the patients table as alias `p`.
   */
  from: string;
  /**
   * A fixed SQL condition every run of the report keeps (server text, no values).
   */
  where?: string;
  /**
   * An SQL `group by` list, for reports of one row per patient or per day.
   */
  groupBy?: string;
  /**
   * The SQL order of the rows (stable paging: end with a unique column).
   */
  orderBy: string;
  /**
   * The SQL expression a request's startDate/endDate limit (a day range in the request's timezone); absent when the report has no date.
   */
  date?: string;
  /**
   * The SQL expression of the row's patient (patients.id), which the audit records; absent when a row names no patient.
   */
  patientId?: string;
  /**
   * True when the report runs only with at least one filter rule (Refresh is disabled until one exists: 'Apply filters to enable Refresh Data').
   */
  forcedFilters?: boolean;
  /**
   * True for the Medicare compliance report: the request's hoursSinceProcedure (24 or 36) is the parameter `$hours` its `where` uses.
   */
  hoursSinceProcedure?: boolean;
  /**
   * The columns answered, in order.
   *
   * @minItems 1
   */
  columns: ReportColumn[];
  /**
   * The fields a filter rule may name; the only ones that reach SQL.
   */
  fields: ReportField[];
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule5 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One answered column: its key in each row, its header, and the SQL expression that computes it.
 *
 * This interface was referenced by `ReportsSpec`'s JSON-Schema
 * via the `definition` "column".
 */
export interface ReportColumn {
  /**
   * The key of the column in each answered row and in the CSV header.
   */
  name: string;
  /**
   * The header the table and the CSV show.
   */
  label: string;
  /**
   * The SQL expression (server text).
   */
  sql: string;
}
/**
 * One field of the filter builder: a rule names it by `name`; the server compares its `sql` expression with the rule's value as a parameter, by one of the operators allowed.
 *
 * This interface was referenced by `ReportsSpec`'s JSON-Schema
 * via the `definition` "field".
 */
export interface ReportField {
  /**
   * The name a filter rule uses.
   */
  name: string;
  /**
   * The label of the filter builder.
   */
  label: string;
  /**
   * How values are read and which operators apply by default: text, number, date (YYYY-MM-DD), boolean, or select (one of `values`).
   */
  type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  /**
   * The SQL expression compared (server text).
   */
  sql: string;
  /**
   * The operators allowed, when not all of the type's.
   *
   * @minItems 1
   */
  operators?: ReportOperator[];
  /**
   * For `select`: the values offered and accepted.
   */
  values?: {
    value: string | number;
    label: string;
  }[];
}
/**
 * The keys every screen takes, whatever its kind: its route, title, who may open it, its kind and its menu entries.
 */
export interface ScreenFields {
  /**
   * The path the screen answers, e.g. `/patients` or `/patient/:id`. No two screens share a route.
   */
  route: string;
  /**
   * Other routes that show the same screen, e.g. `/patient/{id}` beside `/patientProfile/{id}`.
   */
  aliases?: string[];
  /**
   * The screen's heading and browser title.
   */
  title: string;
  access: AccessRule;
  /**
   * `list`: a paged table of a middleware operation; `form`: a form of specs/forms; `wizard`: tabs of steps driven by `machine` (needs `machine` and `steps`); `detail`: one record with its header, actions and panels; `search`: search options over a table of results (needs `search`); `custom`: a hand-written screen; `cards`: one card per record of `cards.source` (needs `cards`); `dialog`: a form of specs/forms (`form`) in a dialog opened from the side menu (its `menu` entry) over whatever page is shown, its `route` a name only (no page answers it); `submitLabel` names its button and `failure: log` keeps failures to the console; `redirect`: opens another route (`to`) filled from the signed-in session, e.g. the user's own team member.
   */
  kind: 'list' | 'form' | 'wizard' | 'custom' | 'detail' | 'search' | 'cards' | 'dialog' | 'redirect';
  menu?: MenuEntry;
  /**
   * Further side-menu entries the screen contributes that open a document in a new browser tab instead of a route: the entry calls `open.operation` and opens the address the answer names (e.g. User Guide: the guide of the user's role).
   */
  menuLinks?: MenuOpenLink[];
}
/**
 * The screen's entry in the side menu; shown only to users the access rule allows.
 */
export interface MenuEntry {
  /**
   * The menu text.
   */
  label: string;
  /**
   * The menu group the entry sits in, if any.
   */
  group?: string;
  /**
   * Entries are sorted by this number, lowest first.
   */
  order: number;
  /**
   * Where the entry links when the screen's route has parameters, e.g. `/practice/new` for `/practice/{practiceID}`.
   */
  to?: string;
  access?: AccessRule6;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule6 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A side-menu entry that opens a document in a new browser tab: it calls `open.operation` with `open.body` and opens the answer's `open.url` field.
 */
export interface MenuOpenLink {
  /**
   * The menu text.
   */
  label: string;
  /**
   * Entries are sorted by this number, lowest first.
   */
  order: number;
  access: AccessRule7;
  open: MenuOpen;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule7 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
export interface MenuOpen {
  /**
   * The operationId called when the entry is chosen.
   */
  operation: string;
  /**
   * The request body; a value `{self.roleId}` is the signed-in user's role id (a number).
   */
  body?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * The answer's field holding the address to open, e.g. `url`.
   */
  url: string;
}
/**
 * Where a list's rows come from: an `operation` of specs/api that returns them page by page (with `orderBy`; how the answer pages and where the filters go are read from the operation in specs/api), or a `lookup` of fixed values of specs/catalog/lookups.yaml that the browser pages and sorts itself, without a call.
 */
export interface ListSource {
  /**
   * The operationId of specs/api that returns a page of rows.
   */
  operation?: string;
  /**
   * A lookup of fixed values of specs/catalog/lookups.yaml: its values are the rows (fields `value` and `label`), paged and sorted in the browser.
   */
  lookup?: string;
  /**
   * Rows per page (`limit`).
   */
  pageSize: number;
  orderBy?: ListOrder;
  /**
   * Body fields taken from the route's parameters: body field → route parameter, e.g. `{ patient_id: patientID }` for `/uxcam/{patientID}` (all-digit values are sent as numbers).
   */
  params?: {
    [k: string]: string;
  };
  access?: AccessRule8;
  /**
   * Message key shown instead of the list when `access` does not hold, e.g. `selectPracticeFirst`.
   */
  denied?: string;
  /**
   * For an operation that answers all its rows at once inside an object: the answer's field holding them, e.g. `patients` of `{ patients: [...] }`. The list is then one page, in the order the server gives.
   */
  rows?: string;
  where?: Condition;
}
/**
 * The initial sort order.
 */
export interface ListOrder {
  /**
   * The field sent as `order_by.field`.
   */
  field: string;
  /**
   * Ascending or descending.
   */
  direction: 'asc' | 'desc';
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule8 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * With `rows`: only the rows where this condition holds are shown, e.g. the calls that ended: `{ field: ended_at, notIn: [null] }`.
 */
export interface Condition {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule9 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A condition on a record and the user, the one grammar of `when` (an action or a card's value shows only where it holds) and `disabledWhen`. It holds when every part given holds: the record's `field` (or any of `fields`; dotted for nested ones, a missing value is `null`) is one of `in` and none of `notIn`, and the user satisfies `access`.
 */
export interface Condition1 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A filter above a list; its value is sent in the request's `search` object under `field`.
 */
export interface ListFilter {
  /**
   * The search field the value is sent as.
   */
  field: string;
  /**
   * The filter's label.
   */
  label: string;
  /**
   * A widget name of specs/catalog/registry.yaml, e.g. `search` or `select`.
   */
  widget: string;
  options?: FilterOptions;
  /**
   * Adds an option for no filtering: its label, or `true` for the default label.
   */
  all?: string | boolean;
  /**
   * The value selected when the screen opens.
   */
  default?: string | number | boolean;
  /**
   * Hint shown in an empty input.
   */
  placeholder?: string;
  access?: AccessRule10;
}
/**
 * Where a select's options come from: a `lookup` of specs/catalog/lookups.yaml, or an `operation` with the row fields that give each option's `value` and `label`.
 */
export interface FilterOptions {
  /**
   * A lookup name of specs/catalog/lookups.yaml.
   */
  lookup?: string;
  /**
   * An operationId of specs/api that returns the option rows.
   */
  operation?: string;
  /**
   * The row field that is the option's value.
   */
  value?: string;
  /**
   * The row field that is the option's label.
   */
  label?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule10 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A column of a list.
 */
export interface ListColumn {
  /**
   * The row field shown in the column.
   */
  field: string;
  /**
   * The column heading (message key or text).
   */
  header: string;
  /**
   * A format name of specs/catalog/registry.yaml; plain text when absent.
   */
  format?: string;
  /**
   * Clicking the heading sorts by this field.
   */
  sortable?: boolean;
  /**
   * The tab values (of `tabs.options`) under which the column shows; every tab when absent.
   */
  tabs?: string[];
  /**
   * The cell's text from several fields of the row, `{field}` each (dotted for nested ones), e.g. `{template_name} ({template_identifier})`; in place of `field`'s value.
   */
  template?: string;
  /**
   * The column's least width in px; from its heading and format when absent. Columns share any room left over; a table whose columns need more room than the grid has scrolls sideways.
   */
  width?: number;
}
/**
 * Clicking a row (or pressing Enter on it) opens this route.
 */
export interface RowLink {
  /**
   * The route to open; `{field}` is replaced by that field of the row, e.g. `/practice/{id}`.
   */
  to: string;
  access?: AccessRule11;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule11 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule12 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * The action shows only on records where this condition holds, e.g. Lock while `lockdown_state` is 0: `{ field: lockdown_state, in: [0] }`.
 */
export interface Condition2 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * The action shows disabled where this condition holds, e.g. Archive on an archived patient: `{ field: status.id, in: [null, 2] }`.
 */
export interface Condition3 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A question asked first; the action runs only on its confirm button. With `input`, it titles the input dialog.
 */
export interface ConfirmSpec {
  /**
   * Message key of the dialog's title, e.g. `thisActionCannotBeUndone`; the action's label when absent.
   */
  title?: string;
  /**
   * Message key of the dialog's text.
   */
  message?: string;
  /**
   * The confirm button's text (message key or text); `Confirm` when absent, e.g. `Unlock`, `Archive`.
   */
  confirmLabel?: string;
  /**
   * The cancel button's text (message key or text); `Cancel` when absent.
   */
  cancelLabel?: string;
}
/**
 * A value the user enters before the call (in a dialog titled by `confirm.title` or the label, with `confirm.message` above the input and `confirm.confirmLabel` on its button), sent as the operation parameter `name` (in the body, or the query of a GET). `text`/`textarea`: free text, refused while blank when `required` (the dialog shows `requiredMessage`); `slider`: a number from `min` to `max` in steps of `step` on a slider with an entry box.
 */
export interface ActionInput {
  /**
   * The operation parameter the value is sent as, e.g. `message`, `volume_level`.
   */
  name: string;
  /**
   * The input's label (message key or text).
   */
  label: string;
  /**
   * A widget of specs/catalog/registry.yaml that an action input can show: `text`, `textarea` or `slider`.
   */
  widget: 'text' | 'textarea' | 'slider';
  required?: boolean;
  /**
   * Message key (or text) shown while a required text is blank; `required` ('Required') when absent.
   */
  requiredMessage?: string;
  min?: number;
  max?: number;
  step?: number;
  /**
   * The record field the input starts with, dotted (`volume_levels.0.volumeLevel`).
   */
  initial?: string;
}
/**
 * What follows a successful call besides the toast: `reload.after` reads the record again after that many seconds (devices apply a command with a delay), showing the countdown.
 */
export interface ActionThen {
  reload: {
    /**
     * Seconds before the record is read again.
     */
    after: number;
  };
}
/**
 * A form of specs/forms submitted to `operation`: the form's data plus `values` (body field → field of the card's record) and `constants`. A file field (widget `file`) goes as a file part of a multipart operation. The submit button stays disabled until every field of `requires` has a value.
 */
export interface CardForm {
  /**
   * A form of specs/forms (file name without `.form.yaml`).
   */
  form: string;
  /**
   * The operationId the data is sent to.
   */
  operation: string;
  /**
   * The dialog's title; `{field}` is replaced by that field of the card's record.
   */
  title?: string;
  /**
   * Body field → field of the card's record, e.g. `{ firmware_type_id: id }`.
   */
  values?: {
    [k: string]: string;
  };
  /**
   * Body fields sent as written, e.g. `{ active: 0 }`.
   */
  constants?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * Form fields that must have a value before the submit button is enabled.
   */
  requires?: string[];
  /**
   * The submit button's text; `Save` when absent (e.g. `Ok`, `Upload`).
   */
  submitLabel?: string;
  /**
   * The cancel button's text; `Cancel` when absent.
   */
  cancelLabel?: string;
  /**
   * Message key of the toast after a successful submit, naming what was done (required: never a bare 'Success!').
   */
  success: string;
  initial?: CardFormInitial;
  link?: CardFormLink;
  delete?: CardFormDelete;
  readOnlyWhen?: Condition4;
}
/**
 * Where a card form's fields start: the object of the list `from` (a field of the card's record, dotted for nested ones) whose fields equal, for each `match` entry (object field → record field), that field of the record; without `from`, the record itself. Without a matching object the form starts empty. The record includes the values a card part opened the form with (the state of a licence grid's cell).
 */
export interface CardFormInitial {
  /**
   * A record field holding a list of objects, e.g. `monitor_licenses`.
   */
  from?: string;
  /**
   * Object field → record field that must be equal, e.g. `{ state: state }`.
   */
  match?: {
    [k: string]: string;
  };
}
/**
 * A link under a card form's fields that opens, in a new tab, an address read afresh from `operation` each time it is pressed (a signed address expires): the operation is called with `body` (operation field → field of the object the form started from, `initial`, else of the record) and its answer's `answer` field is the address. Without a value for every `body` field, `none` is shown instead of the button.
 */
export interface CardFormLink {
  /**
   * The link's label beside it (message key or text), e.g. `licenceDocumentLabel`.
   */
  label: string;
  /**
   * The button's text (message key or text), e.g. `licenceViewDocument`.
   */
  text: string;
  /**
   * The operationId answering the address, e.g. `getCredentialUrl`.
   */
  operation: string;
  /**
   * Operation field → field of the object the form started from, e.g. `{ url: url }`.
   */
  body: {
    [k: string]: string;
  };
  /**
   * The field of the answer holding the address (dotted for nested ones), e.g. `url`.
   */
  answer: string;
  /**
   * Message key shown when there is nothing to open, e.g. `licenceNoDocument`.
   */
  none: string;
}
/**
 * A red delete button beside a card form's submit button, shown only when the form started from an object (`initial`) and is not read-only: after `confirm` it calls `operation` with `params` (operation parameter → field of that object; path parameters fill the path), shows `success` and closes the form. `{field}` in the confirmation's texts is replaced by that field of the record.
 */
export interface CardFormDelete {
  /**
   * The button's text (message key or text), e.g. `licenceDelete`.
   */
  label: string;
  /**
   * The operationId called, e.g. `deleteLicense`.
   */
  operation: string;
  /**
   * Operation parameter → field of the object the form started from, e.g. `{ id: id }`.
   */
  params: {
    [k: string]: string;
  };
  confirm: ConfirmSpec1;
  /**
   * Message key of the toast after the delete, e.g. `licenceDeleted`.
   */
  success: string;
}
/**
 * Ask before acting: a dialog with a title, a message and two buttons; the action runs only on the confirm button. Texts are message keys of specs/catalog/messages.yaml (a text that is not a key is shown as written).
 */
export interface ConfirmSpec1 {
  /**
   * Message key of the dialog's title, e.g. `thisActionCannotBeUndone`; the action's label when absent.
   */
  title?: string;
  /**
   * Message key of the dialog's text.
   */
  message?: string;
  /**
   * The confirm button's text (message key or text); `Confirm` when absent, e.g. `Unlock`, `Archive`.
   */
  confirmLabel?: string;
  /**
   * The cancel button's text (message key or text); `Cancel` when absent.
   */
  cancelLabel?: string;
}
/**
 * Where this condition holds on the card's record the form is shown read-only: no submit button, and its cancel button reads Close (a licence for whom the record says may not edit it: `{ field: can_edit_licenses, notIn: [true] }`). The server refuses a submit anyway.
 */
export interface Condition4 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A dialog a card action opens, showing tables for the card's record, closed with `closeLabel`.
 */
export interface CardDialog {
  /**
   * `{field}` is replaced by that field of the card's record.
   */
  title: string;
  /**
   * The closing button's text; `Close` when absent (e.g. `Done`).
   */
  closeLabel?: string;
  /**
   * @minItems 1
   */
  lists: CardDialogList[];
}
/**
 * A titled table in a card's dialog: rows of `source` (for the card's record), `columns`, and `rowActions` (confirmed; afterwards the dialog's tables and the cards reload).
 */
export interface CardDialogList {
  title: string;
  source: CardsSource;
  /**
   * @minItems 1
   */
  columns: ListColumn[];
  rowActions?: Action[];
  /**
   * Message key shown when the table has no rows.
   */
  empty?: string;
}
/**
 * Where records come from: an operation answering an array (or `{data: [...]}`), called with `body`, its path parameters taken from the card's record by `params` (operation parameter → record field) when the source belongs to a card.
 */
export interface CardsSource {
  /**
   * An operationId of specs/api.
   */
  operation: string;
  /**
   * The request body sent as written, e.g. `{ columns: [archived], search: 0, limit: 5000 }`.
   */
  body?: {
    [k: string]: unknown;
  };
  /**
   * Operation path parameter → field of the card's record, e.g. `{ id: id }`.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Keeps only the answered rows whose field equals a field of the card's record: row field → record field, e.g. `{ firmware_type.id: id }`.
   */
  match?: {
    [k: string]: string;
  };
}
/**
 * A list in a dialog: `title` (message key or text; `{field}` is replaced by that field of the record it opens on), the list (`list`, its `source.params` read from that record: the row of a row action, the screen's values for a custom screen's dialog) and a close button (`closeLabel`, `Close` when absent). The list loads each time the dialog opens.
 */
export interface ListDialog {
  title: string;
  /**
   * The closing button's text; `Close` when absent.
   */
  closeLabel?: string;
  /**
   * The dialog's width; `lg` when absent.
   */
  size?: 'md' | 'lg' | 'xl';
  list: PanelList;
}
/**
 * A list inside a region of a detail screen: a list screen's rows, columns, formats, row link, row actions, empty text and pager, under the region's title. Its page and order stay with the region (not in the page's address), and `source.params` take their values from fields of the screen's record (e.g. `{ patient_id: id }`), not from the route.
 */
export interface PanelList {
  source: ListSource;
  /**
   * @minItems 1
   */
  columns: ListColumn[];
  rowLink?: RowLink;
  /**
   * The actions offered on each row, as on a list screen.
   */
  rowActions?: Action[];
  /**
   * Message key (or text) shown when there are no rows; `emptyList` when absent.
   */
  empty?: string;
  /**
   * `rows` (the default): a grid of rows; `cards`: one card per row, titled by its first column, with the other columns as labelled values and the row's actions (Treatment Information: one card per plan).
   */
  layout?: 'rows' | 'cards';
  createLink?: CreateLink;
}
/**
 * A button above the list that opens a route to create a record; `{field}` in `to` is a field of the screen's record, e.g. `/treatmentPlan/{id}`.
 */
export interface CreateLink {
  /**
   * The button text.
   */
  label: string;
  /**
   * The route the button opens.
   */
  to: string;
  access?: AccessRule13;
  /**
   * Practice type ids whose users (or a super user acting for such a practice) do not see the button.
   *
   * @minItems 1
   */
  hiddenForPracticeTypes?: number[];
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule13 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * Tabs above a list, each a value of one request field (sent like a filter, kept in the address like one); the first tab is open when the screen opens, e.g. the Devices view's 'With Patient' and 'Inventory'. A tab may name its own `operation` (and `readOnly`): the open tab's operation supplies the rows and the tab field is then not sent; a column's `tabs` shows it only under those tabs.
 */
export interface ListTabs {
  /**
   * The request field the open tab's value is sent as.
   */
  field: string;
  /**
   * @minItems 2
   */
  options: {
    value: string;
    /**
     * The tab's text (message key or text).
     */
    label: string;
    /**
     * The operationId whose rows this tab shows, in place of `source.operation` (paged and filtered the same way).
     */
    operation?: string;
    /**
     * No row actions, selection or reorder under this tab.
     */
    readOnly?: boolean;
  }[];
}
/**
 * Summary cards above a list, one per row answered by `operation` (called without a body, again whenever the list reloads): the card's title is the row's `title` field, and each of `stats` shows a row field with its label, e.g. 'With Patients' and 'In Stock' per device product.
 */
export interface ListSummary {
  /**
   * An operationId of specs/api answering an array of rows.
   */
  operation: string;
  /**
   * The row field that titles each card.
   */
  title: string;
  /**
   * The figures on each card: a row field with its label, like a field of a detail screen.
   *
   * @minItems 1
   */
  stats: DetailField[];
}
/**
 * One value of the record with its label.
 */
export interface DetailField {
  /**
   * The record field, dotted for nested ones (`surgeon.name`).
   */
  field: string;
  /**
   * The label shown with the value.
   */
  label: string;
  /**
   * A format name of specs/catalog/registry.yaml; plain text when absent.
   */
  format?: string;
}
/**
 * Makes a list's rows inline forms of the form spec `form` (specs/forms): a column whose `field` is a property of the form is edited on the row, with the form's widget (`ui:widget`), default, rules (`required`, `pattern`, ...) and messages; the other columns show read-only. Each row has modes: a new row (from the `create` button above the list) is in Create mode with a Create button; a saved row is in Edit mode (read-only, an Edit button); Edit makes it editable with a Save button, and Save returns it to Edit. The fields' rules are checked in the browser before a call and their messages shown under the field on the row; a server field error (`form_error`, `validation_errors`) is shown there too. Deleting is a row action (`rowActions`). With `saveAll` every row is editable at once and one button below the list saves the whole list.
 */
export interface EditableRows {
  /**
   * The form of specs/forms that describes a row: its `schema` gives each edited field's type, default and rules, its `uiSchema` the widget (`ui:widget`, `ui:placeholder`) and `ui:options` (`default: now` for a new row's time, `notPastOnCreate`, `disabledWhen` a condition on the row, `onTick`, `lookup`, `allLabel`), its `messages` the texts of broken rules. A field disabled by its `disabledWhen` is not checked.
   */
  form: string;
  create?: EditableCall;
  update?: EditableCall1;
  saveAll?: EditableCall2;
  /**
   * Row fields sent back with the edited fields although they are not edited, e.g. `id`, `key`.
   */
  keep?: string[];
  /**
   * The row field whose value names the row for assistive technology (each row is a group), e.g. `message`; `Row <n>` when absent or empty, `New row` for a row not created yet.
   */
  rowLabel?: string;
}
/**
 * Adds new rows: `label` is the button above the list (e.g. `createNewMaintenance`); Create calls `operation` with the row's fields, then the list reloads.
 */
export interface EditableCall {
  /**
   * The operationId of specs/api.
   */
  operation: string;
  /**
   * Operation path parameter → row field, e.g. `{ id: id }`.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Message key (or text) of the button; `Create`, `Save` or `Save` when absent.
   */
  label?: string;
  access?: AccessRule14;
  /**
   * Message key (or text) of the toast after the call succeeds; no toast when absent.
   */
  success?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule14 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * Saves an edited row: `operation` with `params` (path parameter → row field, e.g. `{ id: id }`) and the row's fields as the body; then the list reloads. Without it rows have no Edit button.
 */
export interface EditableCall1 {
  /**
   * The operationId of specs/api.
   */
  operation: string;
  /**
   * Operation path parameter → row field, e.g. `{ id: id }`.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Message key (or text) of the button; `Create`, `Save` or `Save` when absent.
   */
  label?: string;
  access?: AccessRule14;
  /**
   * Message key (or text) of the toast after the call succeeds; no toast when absent.
   */
  success?: string;
}
/**
 * Every row is editable at once; the button `label` below the list sends the whole list (each row's `keep` fields and edited fields, as an array) to `operation`, whose answer (the list as stored) replaces the rows.
 */
export interface EditableCall2 {
  /**
   * The operationId of specs/api.
   */
  operation: string;
  /**
   * Operation path parameter → row field, e.g. `{ id: id }`.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Message key (or text) of the button; `Create`, `Save` or `Save` when absent.
   */
  label?: string;
  access?: AccessRule14;
  /**
   * Message key (or text) of the toast after the call succeeds; no toast when absent.
   */
  success?: string;
}
/**
 * An input and a button above a list that add a row: the typed value is sent as `{<field>: value}` to `operation` (after the `confirm` question, when given), then the success toast shows, the input clears and the list reloads. An empty value says 'Required'; a server field error shows under the input.
 */
export interface AddBar {
  /**
   * The body field the value is sent as, e.g. `name`.
   */
  field: string;
  /**
   * The input's label.
   */
  label: string;
  /**
   * Hint shown in the empty input.
   */
  placeholder?: string;
  /**
   * The operationId of specs/api that adds the row.
   */
  operation: string;
  /**
   * The button text; `Add` when absent.
   */
  buttonLabel?: string;
  confirm?: ConfirmSpec2;
  access?: AccessRule15;
  /**
   * Message key (or text) of the toast after adding, naming what was added (required); `{field}` is filled from the answer.
   */
  success: string;
}
/**
 * Ask before acting: a dialog with a title, a message and two buttons; the action runs only on the confirm button. Texts are message keys of specs/catalog/messages.yaml (a text that is not a key is shown as written).
 */
export interface ConfirmSpec2 {
  /**
   * Message key of the dialog's title, e.g. `thisActionCannotBeUndone`; the action's label when absent.
   */
  title?: string;
  /**
   * Message key of the dialog's text.
   */
  message?: string;
  /**
   * The confirm button's text (message key or text); `Confirm` when absent, e.g. `Unlock`, `Archive`.
   */
  confirmLabel?: string;
  /**
   * The cancel button's text (message key or text); `Cancel` when absent.
   */
  cancelLabel?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule15 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule16 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * For `kind: list`: a button above the list that opens a route to create a record in its own editor, e.g. 'Add New Template' opening `/treatmentPlanTemplate/new`.
 */
export interface CreateLink1 {
  /**
   * The button text.
   */
  label: string;
  /**
   * The route the button opens.
   */
  to: string;
  access?: AccessRule13;
  /**
   * Practice type ids whose users (or a super user acting for such a practice) do not see the button.
   *
   * @minItems 1
   */
  hiddenForPracticeTypes?: number[];
}
/**
 * A button above a list opening a hand-written panel of specs/catalog/registry.yaml in a modal titled `title`; the panel's `reload` closes the modal and reloads the list.
 */
export interface ListPanelButton {
  /**
   * The button's text (message key or text).
   */
  label: string;
  /**
   * A panel name of specs/catalog/registry.yaml, implemented in src/appRegistry.ts.
   */
  panel: string;
  /**
   * The modal's heading (message key or text).
   */
  title: string;
  access?: AccessRule17;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule17 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * Rows reordered by dragging a row's handle (or with the keyboard: Space or Enter picks the row up, the arrow keys move it, Space or Enter drops it, Escape cancels), for a list whose source answers every row at once. The new order shows at once and `operation` saves it with the body `{ <field>: [{ <fields of the row>, <orderField>: 1, 2, ... }] }`; when the call fails the rows go back to their order before the drag and `failure` shows. The table is drawn by dnd-kit (not AG Grid's row dragging, which has no keyboard drag and no screen-reader announcements).
 */
export interface ListReorder {
  /**
   * The operationId of specs/api that saves the order, e.g. `reorderRtmTemplates`.
   */
  operation: string;
  access?: AccessRule18;
  /**
   * The body field holding the rows in their new order, e.g. `templates`.
   */
  field: string;
  /**
   * The row fields sent for each row, e.g. `[id, name]`.
   *
   * @minItems 1
   */
  fields: string[];
  /**
   * The field of each sent row holding its new place (1 up); `order` when absent.
   */
  orderField?: string;
  /**
   * The row field that names a row in its handle's label ('Reorder {name} (position {position})'), e.g. `name`.
   */
  labelField: string;
  /**
   * Message key of the toast after the order was saved, naming what was reordered (required: never a bare 'Success!').
   */
  success: string;
  /**
   * Message key of the error toast when the order could not be saved (the rows are back in their old order).
   */
  failure?: string;
  /**
   * Message key read to screen-reader users on a handle: how to drag with the keyboard; `listReorderInstructions` when absent.
   */
  instructions?: string;
  /**
   * Message key announced when a row is picked up, `{from}` its position; `listReorderPickedUp` when absent.
   */
  pickedUp?: string;
  /**
   * Message key announced while a row is moved, `{from}` and `{to}` positions; `listReorderOver` when absent.
   */
  over?: string;
  /**
   * Message key announced when a row is dropped, `{from}` and `{to}`; `listReorderDropped` when absent.
   */
  dropped?: string;
  /**
   * Message key announced when a move is cancelled, `{from}`; `listReorderCancelled` when absent.
   */
  cancelled?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule18 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * Rows chosen with a check box each (and one in the heading for the whole page), and buttons above the list acting on the chosen rows: each calls its `operation` with the chosen rows' ids (`{ <field>: [ids] }`) after its `confirm`, shows the answer's `message` (else its `success`), clears the choice and reloads the list.
 */
export interface ListSelection {
  /**
   * The row field sent as a row's id; `id` when absent.
   */
  idField?: string;
  /**
   * @minItems 1
   */
  actions: BulkAction[];
}
/**
 * A button above a list acting on its chosen rows (`selection.actions`); disabled while no row is chosen.
 */
export interface BulkAction {
  /**
   * The button text; the count of chosen rows follows it, e.g. 'Archive (3)'.
   */
  label: string;
  /**
   * The operationId of specs/api called with the chosen ids.
   */
  operation: string;
  access?: AccessRule19;
  /**
   * The body field holding the ids; `ids` when absent.
   */
  field?: string;
  confirm?: ConfirmSpec3;
  /**
   * Message key of the toast after success when the answer has no `message`; `success` when absent.
   */
  success?: string;
  /**
   * `red` for a destructive action.
   */
  color?: 'default' | 'red';
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule19 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * Ask before acting: a dialog with a title, a message and two buttons; the action runs only on the confirm button. Texts are message keys of specs/catalog/messages.yaml (a text that is not a key is shown as written).
 */
export interface ConfirmSpec3 {
  /**
   * Message key of the dialog's title, e.g. `thisActionCannotBeUndone`; the action's label when absent.
   */
  title?: string;
  /**
   * Message key of the dialog's text.
   */
  message?: string;
  /**
   * The confirm button's text (message key or text); `Confirm` when absent, e.g. `Unlock`, `Archive`.
   */
  confirmLabel?: string;
  /**
   * The cancel button's text (message key or text); `Cancel` when absent.
   */
  cancelLabel?: string;
}
/**
 * A button above a list that imports a CSV file as a server job. The button opens the import dialog: the format help (`help`, each column's `description`), a sample file to download (`sample`), and, once a file is chosen, a preview of its parsed rows with every bad line and its line number; Import sends it. The file is read in the browser (its header must name every column of `columns`; each line is checked against its column rules, and every bad line is reported at once, nothing sent), the records go to `operation` as `{ <field>: [{ <column>: value, line }] }`, which answers `{ message, job_id, status }`; the job's status is then asked of `status.operation` (`{ <status.param>: job_id }`) until it is `completed` (its `message` as a toast, the list reloads) or `failed` (its `message` and each `errors[]` `{ line, message }` shown at once). While the job runs the button is disabled and `running` shows.
 */
export interface ListImport {
  /**
   * The button text (message key or text), e.g. `assignmentImport` ('Import CSV').
   */
  label: string;
  /**
   * The operationId of specs/api that starts the job.
   */
  operation: string;
  access?: AccessRule20;
  /**
   * The body field holding the records; `records` when absent.
   */
  field?: string;
  /**
   * Message key of the format help the import dialog shows above the columns (each column's `name` and `description`), e.g. what one line of the file does.
   */
  help?: string;
  /**
   * The file name of the sample the import dialog offers to download: a header of the columns and a line of each column's `example`.
   */
  sample?: string;
  /**
   * @minItems 1
   */
  columns: ImportColumn[];
  /**
   * How the job's progress is read.
   */
  status: {
    /**
     * The operationId answering the job's `{ status, message, errors }`.
     */
    operation: string;
    access?: AccessRule21;
    /**
     * The query or body field of the job id; `job_id` when absent.
     */
    param?: string;
    /**
     * Milliseconds between status reads; 1000 when absent.
     */
    everyMs?: number;
  };
  /**
   * Message key of the error toast for a file without a required column, `{headers}` the missing ones; `importMissingHeaders` when absent.
   */
  missingHeaders?: string;
  /**
   * Message key of one bad line, `{line}` and `{problem}`; `importLine` when absent.
   */
  line?: string;
  /**
   * Message key of the red text listing the bad lines, `{error}` the lines joined by '; '; `importInvalid` when absent.
   */
  invalid?: string;
  /**
   * Message key of the red text when the server refuses the file or the job fails, `{error}` its message and lines; `importRefused` when absent.
   */
  refused?: string;
  /**
   * Message key shown when the file cannot be read; `importUnreadable` when absent.
   */
  unreadable?: string;
  /**
   * The problem of a file without records (on line 2); `importEmpty` when absent.
   */
  empty?: string;
  /**
   * Message key shown while the job runs, `{status}`; `importRunning` when absent.
   */
  running?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule20 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A column a CSV import needs, and the rule each line's value must meet.
 */
export interface ImportColumn {
  /**
   * The header (case and spaces ignored) and the record field it fills.
   */
  name: string;
  /**
   * `id`: a positive whole number, sent as a number; `idOrCode`: a positive whole number sent as a number, or else a name or code sent as text, which the server resolves; `text` (the default): sent as written, trimmed.
   */
  type?: 'text' | 'id' | 'idOrCode';
  /**
   * Message key (or text) of what the column holds, shown in the import dialog's format help.
   */
  description?: string;
  /**
   * The column's value on the sample file's line.
   */
  example?: string;
  /**
   * A regular expression the whole value must match.
   */
  pattern?: string;
  /**
   * Message key of the line's problem when the value breaks its rule; `importNotAnId` ("{column} '{value}' is not an id") or `importBadValue` when absent.
   */
  problem?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule21 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A button above a list that downloads `operation`'s file (a CSV the server streams) under the name the server gives (else `filename`); with `filters: true` the list's current filters are sent as the body, so the file holds what the list shows on every page.
 */
export interface ListExport {
  /**
   * The button text (message key or text), e.g. `assignmentExport` ('Export CSV').
   */
  label: string;
  /**
   * The operationId of specs/api answering the file.
   */
  operation: string;
  access?: AccessRule22;
  /**
   * The file's name when the answer names none.
   */
  filename: string;
  /**
   * Send the list's current filters as the body.
   */
  filters?: boolean;
  /**
   * Message key of the error toast when the download fails; `exportFailed` when absent.
   */
  failed?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule22 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule23 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * How a wizard loads its record when the route names one (not `new`): an operation whose path parameter `pathParam` is the route's record id. The answer goes to the machine as `LOADED {record}`, a failure as `LOAD_FAILED`.
 */
export interface WizardLoad {
  /**
   * The operationId of specs/api that answers the record.
   */
  operation: string;
  /**
   * The path parameter of that operation, e.g. `id`.
   */
  pathParam: string;
}
/**
 * One step (tab) of a wizard: a form of specs/forms, or a registered step component for what a form cannot say, and how it saves. The form's schema validates the step before the machine gets `SUBMIT`; when the machine then asks to save (`submit {step, mode, id, body}`), the runtime calls `submit.create` or `submit.update` and sends `SAVED {step, answer}` or `SAVE_FAILED`.
 */
export interface WizardStep {
  /**
   * The step's id, as the machine names it.
   */
  id: string;
  /**
   * The tab's text.
   */
  label: string;
  /**
   * A form of specs/forms (file name without `.form.yaml`). Only the fields the user may see are shown and sent.
   */
  form?: string;
  /**
   * Instead of `form`: a custom screen name of specs/catalog/registry.yaml held as a wizard step by the app registry (`wizardSteps` of src/appRegistry.ts); it shows the step's data and reports each change.
   */
  component?: string;
  submit?: WizardStepSubmit;
}
/**
 * The step's save operations: `create` for a record without an id, `update` for one with.
 */
export interface WizardStepSubmit {
  create?: WizardSubmit;
  update?: WizardSubmit;
}
/**
 * One way a step saves: the operation, who may call it, and the toast for everyone else (shown instead of a call; the server refuses them too).
 */
export interface WizardSubmit {
  /**
   * The operationId of specs/api. Its path parameter `id`, if any, is the id the machine's `submit` request names.
   */
  operation: string;
  access?: AccessRule24;
  /**
   * Message key of the toast's description for a user who may not save.
   */
  denied?: string;
  /**
   * Message key of that toast's title (the description alone is the title when absent).
   */
  deniedTitle?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule24 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * What a `detail` screen shows of one record: `source` loads it, the header card shows `heading`, `badge`, `status`, the header `parts` and the expandable `fields`; `actions` act on it; `panels` fill the page below the header.
 */
export interface DetailSpec {
  source: DetailSource;
  /**
   * The header's heading: `{field}` is replaced by that field of the record (dotted for nested ones), e.g. `{first_name} {last_name}`.
   */
  heading: string;
  badge?: DetailField1;
  /**
   * The record field shown as its status beside the heading, e.g. `status.name`.
   */
  status?: string;
  /**
   * Parts shown in the header card, in order, e.g. a lock icon or a call button: hand-written panels of the registry (`panels`), which get the record and may reload it, or a small card, list, form or chart the spec builds (see PanelSlot).
   */
  parts?: PanelSlot[];
  /**
   * The record's key facts, always shown under the heading as one labelled line each side by side (the patient banner: date of birth and age, procedure and side, post-op day, surgeon, therapist, status); a value that comes out empty shows a dash.
   */
  banner?: DetailField[];
  /**
   * The header's details, shown when the header is expanded.
   */
  fields?: DetailField[];
  /**
   * Buttons of the header that act on the record.
   */
  actions?: Action[];
  /**
   * The titled regions below the header, in order: hand-written panels of the registry, or record cards, lists, forms and charts the spec builds (see PanelSlot).
   */
  panels?: PanelSlot[];
  visitLog?: VisitLog;
  /**
   * Message key (or text) shown when the record cannot be loaded.
   */
  notFound?: string;
  /**
   * A load failure also shows a browser alert (the patient profile, document 2 section 8).
   */
  loadFailureAlert?: boolean;
  /**
   * Message key (or text) of the heading when `heading` comes out empty (e.g. a device without a name: 'No Device').
   */
  headingFallback?: string;
  /**
   * The header's `fields` show at once, without the Show details toggle.
   */
  fieldsOpen?: boolean;
  lookup?: DetailLookup;
  /**
   * A schema of `components.schemas` of specs/api the loaded record must match; a record that does not is shown as `notFound` (the device search, document 3 section 5).
   */
  shape?: string;
  /**
   * Tables of the record's array fields, below the header.
   */
  tables?: DetailTable[];
}
/**
 * The operation that loads the record and what it is called with.
 */
export interface DetailSource {
  /**
   * An operationId of specs/api that answers the record.
   */
  operation: string;
  /**
   * Operation path parameter → route parameter, e.g. `{ id: id }`; without it each path parameter takes the route parameter of the same name.
   */
  params?: {
    [k: string]: string;
  };
}
/**
 * One value of the record with its label.
 */
export interface DetailField1 {
  /**
   * The record field, dotted for nested ones (`surgeon.name`).
   */
  field: string;
  /**
   * The label shown with the value.
   */
  label: string;
  /**
   * A format name of specs/catalog/registry.yaml; plain text when absent.
   */
  format?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule25 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A condition on the record (and the user) for the region to show, e.g. the survey panel only for a patient who takes a survey now: `{ field: current_survey_id, in: [1, 3] }`.
 */
export interface Condition5 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A tab a spec builds: its `title` on the tab, and what it shows, exactly one of a list (`list`), a record card (`card`) or a registered chart (`chart`), each as a region's (the linter refuses none or two).
 */
export interface PanelTab {
  /**
   * The tab's text.
   */
  title: string;
  access?: AccessRule26;
  list?: PanelList;
  card?: PanelCard;
  chart?: PanelChart;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule26 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A record card: labelled values (`fields`, each through the format registry) of one record: the screen's own, or the answer of `source`, or the object one of their fields holds (`field`). When that record is missing (null) the card shows `empty`.
 */
export interface PanelCard {
  source?: PanelSource;
  /**
   * The field (dotted for nested ones) of the screen's record, or of the answer of `source`, that holds the record the card shows, e.g. `patient_procedure`.
   */
  field?: string;
  /**
   * @minItems 1
   */
  fields: PanelField[];
  /**
   * Message key (or text) shown when the record is missing; `emptyList` when absent.
   */
  empty?: string;
}
/**
 * The operation a region of a detail screen loads its data from, called with values of the screen's record; without one the region shows the screen's own record. Loaded through the portal's cache, so it reloads when what it reads changes.
 */
export interface PanelSource {
  /**
   * An operationId of specs/api; its 200 answer's `data` is what the region shows.
   */
  operation: string;
  /**
   * Operation parameter → field of the screen's record (dotted for nested ones), e.g. `{ patientId: id }`: names in the operation's path fill the path, the others go into the body. Without it each path parameter takes the record field of the same name.
   */
  params?: {
    [k: string]: string;
  };
  access?: AccessRule27;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule27 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * One labelled value of a record card.
 */
export interface PanelField {
  /**
   * The field of the card's record, dotted for nested ones (`procedure_leg_type.name`).
   */
  field: string;
  /**
   * Message key (or text) of the label shown with the value.
   */
  label: string;
  /**
   * A format name of specs/catalog/registry.yaml; plain text when absent. A missing value shows the catalogue's `panelValueMissing`.
   */
  format?: string;
}
/**
 * A registered chart (`charts` of specs/catalog/registry.yaml, implemented in src/appRegistry.ts) drawn over the screen's record, the answer of `source`, or the object one of their fields holds (`field`); when that data is missing (null) the region shows `empty`.
 */
export interface PanelChart {
  /**
   * A chart name of specs/catalog/registry.yaml (`charts`).
   */
  component: string;
  source?: PanelSource;
  /**
   * The field (dotted for nested ones) of the record or answer that holds the chart's data.
   */
  field?: string;
  /**
   * Message key (or text) shown when there is no data; `emptyList` when absent.
   */
  empty?: string;
}
/**
 * A form of specs/forms inside a region of a detail screen, filled with the screen's record (or the object one of its fields holds) and saved through the form's `update` operation (its `submit` when it has none), path parameters from that record as a form modal takes them; after a save the screen loads its record again.
 */
export interface PanelForm {
  /**
   * A form of specs/forms (file name without `.form.yaml`).
   */
  form: string;
  /**
   * The field (dotted for nested ones) of the screen's record that holds the record the form edits; the screen's record when absent.
   */
  field?: string;
  /**
   * The save button's text; `Save` when absent.
   */
  submitLabel?: string;
}
/**
 * Records that a user views the record: `start` is called when the screen opens (for users `access` allows) and answers a log id; `finish` is called with that id when the user leaves or opens another record, and on an idle sign-out.
 */
export interface VisitLog {
  /**
   * The operationId that starts a log and answers `{id}`.
   */
  start: string;
  /**
   * The operationId that finishes a log, called with `{id}`.
   */
  finish: string;
  /**
   * Body field of `start` → route parameter, e.g. `{ patient_id: id }`.
   */
  params: {
    [k: string]: string;
  };
  access: AccessRule28;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule28 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A detail screen that finds its record by a search input instead of the route: nothing loads until the user searches; the entered text is sent as the source operation's parameter `param` and kept in the address as `?{param}=`. A failed or empty lookup shows `notFound`.
 */
export interface DetailLookup {
  /**
   * The body field of the source operation the search text is sent as, e.g. `serial_number`.
   */
  param: string;
  /**
   * The search input's label (message key or text).
   */
  label: string;
  /**
   * Hint in the empty input (message key or text).
   */
  placeholder?: string;
}
/**
 * A titled table below the header of a detail screen, of an array field of the record (e.g. a device's sessions and patients).
 */
export interface DetailTable {
  title: string;
  /**
   * The record field holding the rows, dotted for nested ones.
   */
  field: string;
  /**
   * @minItems 1
   */
  columns: ListColumn[];
  /**
   * Message key (or text) shown when there are no rows; `emptyList` when absent.
   */
  empty?: string;
  /**
   * A route a row opens; `{field}` is replaced by that field of the row.
   */
  rowLink?: string;
}
/**
 * For `kind: search`: the user picks one of `options`, fills its fields and presses Search; the screen calls `operation` with `{search_model: <option value>, search_term, page}` — `search_term` is the field's text when the option has one field, else an object of its fields — and shows the answer's rows (`data`, paged by `current_page`/`last_page` or `currentPage`/`lastPage`) in the option's columns. The option, the fields and the page live in the URL, so Back returns to the results.
 */
export interface SearchSpec {
  /**
   * The operationId of specs/api that answers one page of results.
   */
  operation: string;
  /**
   * Rows per page, sent as `limit`; the operation's default when absent.
   */
  pageSize?: number;
  /**
   * Every filled field needs at least this many characters (after trimming).
   */
  minLength?: number;
  /**
   * Message key shown under a filled field shorter than `minLength`, e.g. `minimumThreeCharacters`.
   */
  minLengthMessage?: string;
  /**
   * The search options, in the order offered; the first the user may use is chosen when the screen opens.
   *
   * @minItems 1
   */
  options: SearchOption[];
  resultLink?: SearchResultLink;
}
/**
 * One search option: what it is sent as, its fields and the columns of its results.
 */
export interface SearchOption {
  /**
   * Sent as `search_model`.
   */
  value: string;
  /**
   * The option's name in the choice.
   */
  label: string;
  access?: AccessRule29;
  /**
   * @minItems 1
   */
  fields: SearchField[];
  /**
   * The columns of the results; the first links to the record (see `resultLink`).
   *
   * @minItems 1
   */
  columns: ListColumn[];
  /**
   * Message key shown when this option finds nothing, instead of the screen's `empty`.
   */
  empty?: string;
}
/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 */
export interface AccessRule29 {
  /**
   * No session needed.
   */
  public?: boolean;
  /**
   * Any signed-in user.
   */
  signedIn?: boolean;
  /**
   * The user's role is one of these role names.
   *
   * @minItems 1
   */
  roles?: string[];
  /**
   * The user's role is a super user role (see superUsers).
   */
  superUser?: boolean;
  /**
   * The user has every one of these effective permissions.
   *
   * @minItems 1
   */
  permissions?: string[];
  /**
   * The user has at least one of these effective permissions.
   *
   * @minItems 1
   */
  anyPermission?: string[];
  /**
   * The user belongs to a practice.
   */
  hasPractice?: boolean;
  /**
   * At least one of these rules holds.
   *
   * @minItems 1
   */
  anyOf?: AccessRule[];
  /**
   * Operations only: the message key the middleware answers a refused caller with (403), instead of the generic 'This action is unauthorized.'.
   */
  denied?: string;
  /**
   * Operations only: the message key of the toast title the portal shows over `denied` (by default 'Error').
   */
  deniedTitle?: string;
}
/**
 * A text field of a search option.
 */
export interface SearchField {
  /**
   * The key of the value in `search_term` (when the option has several fields).
   */
  field: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * The search needs this field filled ('Required' otherwise).
   */
  required?: boolean;
  /**
   * Another field of the option that must be filled before this one can be, e.g. first name after last name.
   */
  enabledAfter?: string;
  /**
   * Hint shown in the empty field.
   */
  placeholder?: string;
}
/**
 * Where a result leads: the route of `routes` chosen by the row's `by` field (e.g. `model_type`), with `{field}` replaced by that field of the row.
 */
export interface SearchResultLink {
  /**
   * The row field whose value picks the route.
   */
  by: string;
  /**
   * Row field value → route, e.g. `patient: /patientProfile/{id}`.
   */
  routes: {
    [k: string]: string;
  };
}
/**
 * For `kind: cards`: one card per record of `source`, headed `title`, showing `fields` and `actions` (existing rows), optionally an `edit` form per card saved together, and an `add` button for new cards.
 */
export interface CardsSpec {
  source: CardsSource;
  /**
   * Each card's heading; `{field}` is replaced by that field of the record.
   */
  title: string;
  /**
   * Each card's accessible name (the region a screen reader announces), a template like `title`, e.g. `Licences of {username}`; the title when absent.
   */
  label?: string;
  /**
   * Cards per row on wide screens (3 when absent); one per row below 1217 px.
   */
  columns?: number;
  fields?: CardField[];
  actions?: Action[];
  /**
   * Parts of each card drawn by code, under its fields, in this order.
   */
  parts?: CardPart[];
  edit?: CardsEdit;
  add?: CardsAdd;
  /**
   * Message key shown when there are no records.
   */
  empty?: string;
}
/**
 * One labelled value of a card.
 */
export interface CardField {
  /**
   * The record field, dotted for nested ones.
   */
  field: string;
  /**
   * The label shown with the value.
   */
  label: string;
  /**
   * A format name of specs/catalog/registry.yaml; plain text when absent.
   */
  format?: string;
  when?: Condition6;
}
/**
 * The value shows only on records where this condition holds, a dash on the others (firmware types 1 to 6 show no device counts: `{ field: id, notIn: [1, 2, 3, 4, 5, 6] }`).
 */
export interface Condition6 {
  /**
   * A record field, dotted for nested ones (`status.id`).
   */
  field?: string;
  /**
   * Several record fields: the condition holds when any of them passes `in`/`notIn` (a firmware version that is active or test: `[active, test]`).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The values that make the condition hold (`null` matches a missing value).
   */
  in?: (string | number | boolean | null)[];
  /**
   * The values that keep the condition from holding.
   */
  notIn?: (string | number | boolean | null)[];
  access?: AccessRule9;
  /**
   * Conditions that must hold as well, each judged as this one is: fields that must each pass (an active pre-operative plan: `{ field: treatment_plan_type, in: [1], all: [{ field: status, in: [Active] }] }`).
   *
   * @minItems 1
   */
  all?: Condition1[];
}
/**
 * A part of each card drawn by code: `part` names a card part of specs/catalog/registry.yaml (`cardParts`), drawn under the card's fields with the card's record. The part may open `form` in a dialog with values of its own (the state of the cell pressed), which the form's `title`, `values` and `initial` read as fields of the record.
 */
export interface CardPart {
  /**
   * A card part of specs/catalog/registry.yaml (`cardParts`).
   */
  part: string;
  form?: CardForm1;
}
/**
 * A form of specs/forms submitted to `operation`: the form's data plus `values` (body field → field of the card's record) and `constants`. A file field (widget `file`) goes as a file part of a multipart operation. The submit button stays disabled until every field of `requires` has a value.
 */
export interface CardForm1 {
  /**
   * A form of specs/forms (file name without `.form.yaml`).
   */
  form: string;
  /**
   * The operationId the data is sent to.
   */
  operation: string;
  /**
   * The dialog's title; `{field}` is replaced by that field of the card's record.
   */
  title?: string;
  /**
   * Body field → field of the card's record, e.g. `{ firmware_type_id: id }`.
   */
  values?: {
    [k: string]: string;
  };
  /**
   * Body fields sent as written, e.g. `{ active: 0 }`.
   */
  constants?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * Form fields that must have a value before the submit button is enabled.
   */
  requires?: string[];
  /**
   * The submit button's text; `Save` when absent (e.g. `Ok`, `Upload`).
   */
  submitLabel?: string;
  /**
   * The cancel button's text; `Cancel` when absent.
   */
  cancelLabel?: string;
  /**
   * Message key of the toast after a successful submit, naming what was done (required: never a bare 'Success!').
   */
  success: string;
  initial?: CardFormInitial;
  link?: CardFormLink;
  delete?: CardFormDelete;
  readOnlyWhen?: Condition4;
}
/**
 * An editable form in every card, loaded per record and saved together by the screen's Save (Cancel restores what was loaded). When the load answers nothing (or fails) the form shows `load.fallback` and the `load.fallbackWarning` message is logged as a warning.
 */
export interface CardsEdit {
  form: string;
  /**
   * The operationId each card's data is saved with.
   */
  operation: string;
  /**
   * Body field → field of the card's record, e.g. `{ patientAppType: id }`.
   */
  values?: {
    [k: string]: string;
  };
  load: CardsEditLoad;
  saveLabel?: string;
  cancelLabel?: string;
  /**
   * Message key of the toast after every card saved.
   */
  success: string;
}
export interface CardsEditLoad {
  operation: string;
  /**
   * Operation path parameter → field of the card's record.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Form field → path of the loaded record, as a form's `load.map`.
   */
  map?: {
    [k: string]: string;
  };
  /**
   * The form data shown when nothing is loaded.
   */
  fallback?: {
    [k: string]: unknown;
  };
  /**
   * Message key logged as a warning when the fallback is used; `{id}` is the record's id.
   */
  fallbackWarning?: string;
  /**
   * Message key shown on the card while it holds the fallback, saying why the form shows it (an empty state: nothing saved yet, or the load failed); `{id}` is the record's id.
   */
  fallbackNotice?: string;
}
/**
 * An add button above the cards (e.g. '+ Add User Guide'): each press adds a new card holding this form (a new row: upload), which submits to `operation` or is dropped with Cancel; after a submit the cards reload.
 */
export interface CardsAdd {
  /**
   * A form of specs/forms (file name without `.form.yaml`).
   */
  form: string;
  /**
   * The operationId the data is sent to.
   */
  operation: string;
  /**
   * The dialog's title; `{field}` is replaced by that field of the card's record.
   */
  title?: string;
  /**
   * Body field → field of the card's record, e.g. `{ firmware_type_id: id }`.
   */
  values?: {
    [k: string]: string;
  };
  /**
   * Body fields sent as written, e.g. `{ active: 0 }`.
   */
  constants?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * Form fields that must have a value before the submit button is enabled.
   */
  requires?: string[];
  /**
   * The submit button's text; `Save` when absent (e.g. `Ok`, `Upload`).
   */
  submitLabel?: string;
  /**
   * The cancel button's text; `Cancel` when absent.
   */
  cancelLabel?: string;
  /**
   * Message key of the toast after a successful submit, naming what was added (required).
   */
  success: string;
  /**
   * The add button's text.
   */
  label: string;
}

/** A list source paged, sorted and filtered by a middleware operation, or all its rows at once in a field of the answer (`rows`). */
export type OperationListSource = ListSource & {
  operation: string;
  lookup?: undefined;
} & ({ orderBy: ListOrder; rows?: undefined } | { rows: string });

/** A list source of the fixed values of a catalog lookup, paged and sorted in the browser. */
export type LookupListSource = ListSource & { lookup: string; operation?: undefined };
