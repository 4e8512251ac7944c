import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { constants, message } from '../../src/generated/catalog';
import type { AccessRule } from '../../src/generated/spec-types';
import { forms } from '../../src/generated/forms';
import { formValidatorsPromise } from '../form/formValidatorsPromise';
import type { Row } from '../formats/cellDisplay';
import { SessionContext } from '../session/SessionContext';
import { AddBar } from './AddBar';
import { EditableRows } from './editable/EditableRows';
import { ListCards } from './ListCards';
import { allowedFilters } from './allowedFilters';
import { ListFilters } from './ListFilters';
import { ListGrid } from './ListGrid';
import { ListSummaryCards } from './ListSummaryCards';
import { fillTemplate } from '../core/fillTemplate';
import type { ListSpec, OperationCall } from '../core/listSpec';
import { Pager } from './Pager';
import { RowActionButtons } from './RowActionButtons';
import { rowRoute } from '../core/rowRoute';
import { useFilterOptions } from './useFilterOptions';
import { useListController, type ListRegion } from './useListController';
import { useActionRunner } from '../actions/useActionRunner';
import { actionAccess } from '../core/actionState';
import { createLinkShown } from './createLinkShown';
import { ModalPanel } from './ModalPanel';
import { askConfirm } from '../dialogs/confirmStore';
import { notifyError } from '../errors/notifyError';
import { showSuccess } from '../toasts/showSuccess';
import { reorderPorts } from './listCapabilityPorts';
import { ReorderTable } from './reorder/ReorderTable';
import { BulkActionBar } from './selection/BulkActionBar';
import { selectedIds } from './selection/bulkAction';
import { ExportButton, ImportButton, ImportNotices, useListImport } from './transfer/ListTransfer';
import { listRequestBody } from './listRequest';
import { ListDialogFrame } from '../dialogs/ListDialogFrame';
import { regionListParams, regionListSpec } from '../core/regionList';
import type { CompiledAction, CompiledPanelList } from '../../src/generated/compiled-types';
import { useSpecOperationMutation } from '../api/operationQueries';

type Action = CompiledAction;

// The form runtime (RJSF) and the form's precompiled validators load only when a list's modal form opens.
const FormModal = lazy(() => import('../form/FormModal').then((module) => ({ default: module.FormModal })));

/** Props of {@link ListScreen}. */
export interface ListScreenProps {
  /** Any screen spec of `kind: list`. */
  spec: ListSpec;
  /** How the screen calls the middleware; the router passes the portal's API client. */
  call: OperationCall;
  /** A list inside a region of a detail screen: no heading of its own (the region has it), its state kept with it. */
  region?: ListRegion;
}

/** Whether the user may use a capability whose rule the compiler filled (its operation's); no session, no. */
function allows(session: { can: (rule: AccessRule) => boolean } | undefined, rule: AccessRule | undefined): boolean {
  return session !== undefined && (rule === undefined || session.can(rule));
}

function formOf(name: string) {
  const form = forms[name];
  if (form === undefined) throw new Error(`The list's modalForm names the unknown form '${name}' (specs/forms/${name}.form.yaml)`);
  return form;
}

/** The compiled screen's `empty` text (the generator resolved its message key); `emptyList` when absent. */
function emptyText(empty: string | undefined): string {
  return empty ?? message('emptyList');
}

/**
 * Renders any `kind: list` screen spec with no screen-specific code: the title, the filters the
 * spec names (collapsed into a 'Filters' panel below 1217 px, [mobile-breakpoint]), one
 * server-sorted page in AG Grid, the empty message ([empty-list]) and the pager ([pager-links]).
 * Filters, page and order live in the URL query. Rows open the spec's `rowLink` and carry its
 * `rowActions` (hidden when the user's access rule refuses them, confirmed, then the list
 * reloads); with `mobileLayout: cards` a narrow screen shows one expandable card per row.
 * With `editable` the rows are inline forms with Create / Edit / Save modes (EditableRows); an
 * `addBar` adds rows from an input above the list; `loadingText` shows while the first load is
 * under way ([config-loading]); `failure: log` keeps load and save failures in the console.
 * With `modalForm` a button above the list opens that form in a modal to create a row, and a
 * row action `form: <that form>` opens it on the row; a save reloads the list. Each of
 * `panelButtons` opens its registered panel in a modal (disabled until the rows came). A row action
 * `listDialog` opens its list in a dialog over the row (the list's params read from the row). In a `region` of a
 * detail screen (a `list` slot) it draws the same list without a heading of its own.
 *
 * @example
 * <ListScreen spec={patientsSpec} call={callOperation} />
 */
export function ListScreen(props: ListScreenProps) {
  const can = useContext(SessionContext)?.can;
  const { source, title } = props.spec;
  // A list whose rows need what the user lacks (a practice) says so and asks the server nothing.
  if (source.access !== undefined && can !== undefined && !can(source.access)) {
    return (
      <Stack gap="md">
        {props.region === undefined && <Title order={1}>{title}</Title>}
        <Text role="status" c="dimmed" ta="center" py="xl">
          {source.denied ?? message('unauthorized')}
        </Text>
      </Stack>
    );
  }
  return <LoadedListScreen {...props} />;
}

function LoadedListScreen({ spec: fullSpec, call, region }: ListScreenProps) {
  // Filters the user's role may not use are neither shown nor sent.
  const can = useContext(SessionContext)?.can;
  const spec = useMemo(() => allowedFilters(fullSpec, can), [fullSpec, can]);
  const list = useListController(spec, call, region);
  // The list as under its open tab: its columns, row actions, selection and reorder.
  const shown = list.spec;
  const importing = useListImport(shown.import, call, list.reload);
  // The rows chosen for a bulk action (`selection`); a new number clears the grid's check boxes.
  const [chosen, setChosen] = useState<readonly Row[]>([]);
  const [selectionReset, setSelectionReset] = useState(0);
  useEffect(() => setChosen([]), [list.page]);
  const options = useFilterOptions(spec.filters ?? [], call);
  // "Below 1217 px" is a width of at most 1216 px.
  const mobile = useMediaQuery(`(max-width: ${constants.mobileBreakpointPx - 1}px)`, false, { getInitialValueInEffect: false });
  const specName = `screen ${spec.route}`;
  const { page, loading, error } = list;
  // `editable.saveAll` answers the list as stored, which replaces the rows until the next load.
  const [replaced, setReplaced] = useState<Row[] | undefined>();
  useEffect(() => setReplaced(undefined), [page]);
  // Read without useSession: a list rendered alone (a test) has no session and shows no guarded action.
  const session = useContext(SessionContext);
  const navigate = useNavigate();
  // The modal form (`modalForm`): closed, creating (no row) or editing a row.
  const [modal, setModal] = useState<{ row?: Row } | undefined>();
  const openModal = useCallback((row: Row) => setModal({ row }), []);
  const modalForm = spec.modalForm;
  // A `panelButtons` button's panel, open in a modal over the list.
  const [headerPanel, setHeaderPanel] = useState<{ panel: string; title: string }>();
  // The modal form's validators load with the list, so the form shows at once when asked for.
  useEffect(() => {
    if (modalForm?.form !== undefined) void formValidatorsPromise(formOf(modalForm.form).schema);
  }, [modalForm]);
  const createLink = spec.createLink;
  // A `listDialog` row action opens its list in a dialog over the row.
  const [listDialog, setListDialog] = useState<{ dialog: NonNullable<Action['listDialog']>; row: Row }>();
  // A `form: <name>` row action opens the list's modal form on the row.
  const openForm = useCallback(
    (action: Action, row: Row) => (action.listDialog === undefined ? openModal(row) : setListDialog({ dialog: action.listDialog, row })),
    [openModal],
  );
  const runner = useActionRunner({ call, session, reload: list.reload, spec: specName, failure: spec.failure, open: openForm });
  // The list's own writes (a reorder, a bulk action): what they change refreshes where it shows.
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  // Only the actions this user may have: no Actions column at all when none is left (clinical staff on the team).
  const actions = useMemo(
    () =>
      shown.rowActions?.filter((action) => {
        const access = actionAccess(action);
        return access === undefined || (session?.can(access) ?? false);
      }),
    [shown.rowActions, session],
  );
  const actionsCell = useMemo(
    () =>
      actions === undefined || actions.length === 0
        ? undefined
        : (row: Row, index: number) => <RowActionButtons actions={actions} row={row} index={index} session={session} runner={runner} />,
    [actions, session, runner],
  );
  const link = spec.rowLink;
  const linkAllowed = link !== undefined && (link.access === undefined || (session?.can(link.access) ?? false));
  const onRowOpen = useCallback(
    (row: Row) => {
      if (link !== undefined) void navigate(rowRoute(link.to, row));
    },
    [link, navigate],
  );
  const rowHref = useCallback((row: Row) => (link === undefined ? '' : rowRoute(link.to, row)), [link]);

  let body;
  if (page === undefined && loading && spec.loadingText !== undefined) {
    body = (
      <Text role="status" c="dimmed" py="xl">
        {spec.loadingText}
      </Text>
    );
  } else if (page === undefined && error !== undefined && !loading && spec.failure === 'log') {
    body = null;
  } else if (page === undefined && error !== undefined && !loading) {
    body = (
      <Alert color="red" title={message('listLoadFailed')}>
        <Button variant="light" color="red" onClick={list.reload}>
          {message('listTryAgain')}
        </Button>
      </Alert>
    );
  } else if (spec.editable !== undefined) {
    body = (
      <EditableRows
        editable={spec.editable}
        columns={spec.columns}
        rows={replaced ?? page?.rows ?? []}
        rowActions={actions}
        failure={spec.failure}
        call={call}
        reload={list.reload}
        session={session}
        runner={runner}
        onReplace={setReplaced}
        emptyText={emptyText(spec.empty)}
      />
    );
  } else if (page !== undefined && page.rows.length === 0) {
    body = (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {emptyText(spec.empty)}
      </Text>
    );
  } else {
    const shared = {
      columns: shown.columns,
      rows: page?.rows ?? [],
      order: list.query.order,
      onOrder: list.setOrder,
      spec: specName,
      label: spec.title,
      actionsCell,
      // About 8 px a character plus a button's padding, 6 px between buttons, the cell's padding.
      actionsWidth: actions === undefined ? undefined : actions.reduce((width, action) => width + action.label.length * 8 + 30, 34),
      onRowOpen: linkAllowed ? onRowOpen : undefined,
    };
    const reorder = shown.reorder;
    if (reorder !== undefined) {
      body = (
        <ReorderTable
          reorder={reorder}
          columns={shown.columns}
          rows={page?.rows ?? []}
          label={spec.title}
          spec={specName}
          canDrag={allows(session, reorder.access)}
          ports={reorderPorts((body) => write({ operationId: reorder.operation, body }), list.reload)}
          actionsCell={actionsCell}
        />
      );
    } else if (region?.layout === 'cards') {
      body = <ListCards {...shared} rowHref={linkAllowed ? rowHref : undefined} shown={shown.columns.length} />;
    } else if (mobile && spec.mobileLayout === 'cards') {
      body = <ListCards {...shared} rowHref={linkAllowed ? rowHref : undefined} />;
    } else {
      body = <ListGrid {...shared} {...(shown.selection === undefined ? {} : { onSelectionChange: setChosen, selectionReset })} />;
    }
  }

  const tabs = spec.tabs;
  const openTab = tabs === undefined ? undefined : (list.query.filters[tabs.field] ?? tabs.options[0]?.value);
  const subtitle = spec.subtitle === undefined || list.answer === undefined ? '' : fillTemplate(spec.subtitle, list.answer).trim();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          {region === undefined && <Title order={1}>{spec.title}</Title>}
          {subtitle !== '' && <Text c="dimmed" data-testid="list-subtitle">{subtitle}</Text>}
        </Stack>
        <Group gap="sm">
          {loading && <Loader size="sm" aria-label={message('runtimeLoading')} />}
          {spec.panelButtons
            ?.filter((button) => button.access === undefined || (session?.can(button.access) ?? false))
            .map((button) => (
              <Button key={button.panel} variant="default" disabled={page === undefined} onClick={() => setHeaderPanel({ panel: button.panel, title: button.title })}>
                {button.label}
              </Button>
            ))}
          {modalForm !== undefined && (modalForm.createAccess === undefined || (session?.can(modalForm.createAccess) ?? false)) && (
            <Button onClick={() => setModal({})}>{modalForm.createLabel}</Button>
          )}
          {shown.import !== undefined && allows(session, shown.import.access) && <ImportButton spec={shown.import} state={importing} />}
          {shown.export !== undefined && allows(session, shown.export.access) && (
            <ExportButton spec={shown.export} request={listRequestBody(shown, list.request)} />
          )}
          {createLink !== undefined && createLinkShown(createLink, session) && (
            <Button onClick={() => void navigate(createLink.to)}>{createLink.label}</Button>
          )}
        </Group>
      </Group>
      <ImportNotices state={importing} />
      {shown.selection !== undefined && (
        <BulkActionBar
          selection={shown.selection}
          ids={selectedIds(chosen, shown.selection.idField)}
          session={session}
          ports={{ send: (operationId, body) => write({ operationId, body }), confirm: askConfirm, succeeded: (text) => showSuccess(text), failed: (error) => notifyError(error) }}
          done={() => {
            setChosen([]);
            setSelectionReset((count) => count + 1);
            list.reload();
          }}
        />
      )}
      {modalForm?.panel !== undefined && modal !== undefined && (
        <ModalPanel
          panel={modalForm.panel}
          title={modal.row === undefined ? modalForm.title : (modalForm.editTitle ?? modalForm.title)}
          row={modal.row}
          call={call}
          spec={specName}
          onClose={() => setModal(undefined)}
          onSaved={list.reload}
        />
      )}
      {headerPanel !== undefined && (
        <ModalPanel
          panel={headerPanel.panel}
          title={headerPanel.title}
          row={undefined}
          call={call}
          spec={specName}
          onClose={() => setHeaderPanel(undefined)}
          onSaved={list.reload}
        />
      )}
      {modalForm?.form !== undefined && modal !== undefined && (
        <Suspense fallback={null}>
          <FormModal
            form={formOf(modalForm.form)}
            title={modal.row === undefined ? modalForm.title : (formOf(modalForm.form).update?.title ?? modalForm.title)}
            {...(modal.row === undefined ? {} : { record: modal.row })}
            call={call}
            onClose={() => setModal(undefined)}
            onSaved={list.reload}
          />
        </Suspense>
      )}
      {listDialog !== undefined && (
        <ListDialogFrame dialog={listDialog.dialog} opened onClose={() => setListDialog(undefined)} record={listDialog.row}>
          {(title) => <RowDialogList list={listDialog.dialog.list} title={title} route={spec.route} row={listDialog.row} call={call} />}
        </ListDialogFrame>
      )}
      {spec.summary !== undefined && <ListSummaryCards summary={spec.summary} call={call} reloadKey={list.reloads} spec={specName} />}
      {tabs !== undefined && (
        <Tabs value={openTab ?? null} onChange={(value) => value !== null && list.setFilter(tabs.field, value)}>
          <Tabs.List>
            {tabs.options.map((option) => (
              <Tabs.Tab key={option.value} value={option.value}>
                {option.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {spec.addBar !== undefined && (spec.addBar.access === undefined || (session?.can(spec.addBar.access) ?? false)) && (
        <AddBar bar={spec.addBar} call={call} reload={list.reload} failure={spec.failure} />
      )}
      <ListFilters filters={spec.filters ?? []} values={list.query.filters} options={options} onChange={list.setFilter} mobile={mobile} spec={specName} />
      <div aria-busy={loading}>{body}</div>
      {runner.overlay}
      {page !== undefined && (spec.source.operation === undefined || spec.source.paging !== 'whole') && (
        <Pager
          currentPage={page.currentPage}
          lastPage={page.lastPage}
          maxLinks={mobile ? constants.pagerLinksMobile : constants.pagerLinksDesktop}
          onPage={list.setPage}
        />
      )}
    </Stack>
  );
}

/** The list of a row action's `listDialog`, its `source.params` read from the row. */
function RowDialogList({ list, title, route, row, call }: { list: CompiledPanelList; title: string; route: string; row: Row; call: OperationCall }) {
  const spec = useMemo(() => regionListSpec(list, title, route, row), [list, title, route, row]);
  return <ListScreen spec={spec} call={call} region={{ params: regionListParams(list, row), layout: list.layout }} />;
}
