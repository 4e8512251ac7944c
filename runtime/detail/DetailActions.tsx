import { useContext, useState } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { Action } from '../../src/generated/spec-types';
import { ActionButtons } from '../actions/ActionButtons';
import { useActionRunner } from '../actions/useActionRunner';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import type { OperationCall } from '../core/listSpec';
import { ListDialog } from '../list/ListDialog';
import { SessionContext } from '../session/SessionContext';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link DetailActions}. */
export interface DetailActionsProps {
  actions: readonly Compiled<Action>[];
  record: Row;
  can: (rule: AccessRule) => boolean;
  call: OperationCall;
  confirm: ConfirmAsk;
  reload: () => void;
  /** The spec's name for registry errors, e.g. `screen /patientProfile/{id}`. */
  spec?: string;
}

/**
 * The action buttons of a detail screen's record: the same actions, states and controller as list
 * rows and cards (`ActionButtons`, `useActionRunner`), drawn as header buttons; a `listDialog`
 * action opens its list in a dialog over the record (runtime/list/ListDialog). An operation's
 * `then` opens a route or reads the record again after N seconds; otherwise the record reloads.
 */
export function DetailActions({ actions, record, can, call, confirm, reload, spec = 'detail screen' }: DetailActionsProps) {
  const session = useContext(SessionContext);
  // A `listDialog` action opens its list in a dialog over the record.
  const [listDialog, setListDialog] = useState<Compiled<Action>['listDialog']>();
  const runner = useActionRunner({ call, session, reload, spec, confirm, open: (action) => setListDialog(action.listDialog) });
  return (
    <>
      <ActionButtons actions={actions} record={record} keyPrefix="record" can={can} session={session} runner={runner} look="header" />
      {runner.overlay}
      {listDialog !== undefined && (
        <ListDialog dialog={listDialog} opened onClose={() => setListDialog(undefined)} record={record} route={spec.replace(/^screen /, '')} call={call} />
      )}
    </>
  );
}
