import { Alert, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { permissionSwitchesMachine } from '../../machines/teamMember/permissionSwitchesMachine';
import { ConfirmDialog } from '../../runtime/dialogs/ConfirmDialog';
import type { WizardStepProps } from '../../runtime/registry/wizardStepComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { operationAccess, permissions } from '../../src/generated/access';
import { lookups, message, messages } from '../../src/generated/catalog';

/** The switches shown, in order, with their practice-level labels (lookup practicePermissionSwitches). */
const switches = lookups.practicePermissionSwitches.values.map((option) => ({ name: String(option.value), label: option.label }));
const switchNames = switches.map((entry) => entry.name);

const idOf = (name: string): number | undefined => (permissions as Record<string, { id: number } | undefined>)[name]?.id;
const nameOf = (id: number): string | undefined => Object.entries(permissions).find(([, permission]) => permission.id === id)?.[0];

/** The rule of granting permissions (specs/access.yaml): super admin, or CS manager with editAllPermission. */
const editorRule = operationAccess.grantTeamMemberPermissions ?? { roles: ['superAdmin'] };

/**
 * The Permissions step of the team member wizard: one switch per permission of the lookup
 * `practicePermissionSwitches`, driven by the pure permissionSwitchesMachine (the cascade, the
 * 'Are you sure?' question before Administrator goes off, and the refusal for the practice's last
 * administrator). The step's data is `{granted: permission ids, otherAdministrators}`; every
 * change goes back to the wizard. Only super admin and the CS manager with editAllPermission may
 * switch ([team-permission-switch-editors], [team-permission-fields-disabled]).
 */
export function PermissionSwitchesStep({ data, disabled, onChange }: WizardStepProps) {
  const { can } = useSession();
  const editable = can(editorRule) && !disabled;
  const granted = ((data.granted as number[] | undefined) ?? []).map(nameOf).filter((name): name is string => name !== undefined);
  const otherAdministrators = typeof data.otherAdministrators === 'number' ? data.otherAdministrators : 0;
  const [snapshot, send] = useMachine(permissionSwitchesMachine, { input: { all: switchNames, granted, otherAdministrators, editable } });
  const reported = useRef(JSON.stringify(granted));

  // The wizard's data may change under the step (a record loaded); the switches follow it.
  useEffect(() => {
    const text = JSON.stringify(granted);
    if (text !== reported.current && text !== JSON.stringify(snapshot.context.granted)) {
      reported.current = text;
      send({ type: 'RESET', granted, otherAdministrators, editable });
    }
  });
  useEffect(() => {
    if (snapshot.context.editable !== editable) send({ type: 'RESET', granted: snapshot.context.granted, otherAdministrators, editable });
  }, [editable, otherAdministrators, send, snapshot.context.editable, snapshot.context.granted]);
  // Each switch goes back to the wizard as permission ids.
  useEffect(() => {
    const text = JSON.stringify(snapshot.context.granted);
    if (text === reported.current) return;
    reported.current = text;
    const ids = snapshot.context.granted.map(idOf).filter((id): id is number => id !== undefined);
    onChange({ ...data, granted: ids });
  }, [data, onChange, snapshot.context.granted]);

  const on = new Set(snapshot.context.granted);
  const toggle = (name: string, checked: boolean) => send({ type: 'TOGGLE', permission: name, on: checked });
  const [first, ...rest] = switches;
  return (
    <Stack gap="md">
      {snapshot.context.refusal === null ? null : (
        <Alert color="red" role="alert">
          {(messages as Record<string, string>)[snapshot.context.refusal] ?? snapshot.context.refusal}
        </Alert>
      )}
      <Stack gap="sm" role="group" aria-label={message('regionPermissions')}>
        {first === undefined ? null : (
          <Switch label={first.label} checked={on.has(first.name)} disabled={!editable} onChange={(event) => toggle(first.name, event.currentTarget.checked)} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {rest.map((entry) => (
            <Switch
              key={entry.name}
              label={entry.label}
              checked={on.has(entry.name)}
              disabled={!editable}
              onChange={(event) => toggle(entry.name, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        opened={snapshot.hasTag('confirm')}
        title={messages.areYouSure}
        danger
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
