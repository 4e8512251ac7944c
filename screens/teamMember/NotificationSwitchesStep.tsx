import { Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useEffect } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import type { WizardStepProps } from '../../runtime/registry/wizardStepComponent';
import { notifyError } from '../../runtime/errors/notifyError';
import { useSession } from '../../runtime/session/SessionContext';
import { operationAccess } from '../../src/generated/access';
import { message, messages } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

/** A notification type, as queryNotifications (lookup notificationTypes) answers it. */
type NotificationType = OperationData<'queryNotifications'>[number];

const editorRule = operationAccess.grantTeamMemberPermissions ?? { roles: ['superAdmin'] };

/**
 * The Notifications step of the team member wizard: one switch per notification type (POST
 * notification/query, lookup notificationTypes). The step's data is `{subscribed: type ids,
 * memberId, canAddAnother}`. Super admin, the CS manager with editAllPermission and the member
 * themself may switch ([team-notification-form-editors]). While adding, 'Add Another Team
 * Member' reports `addAnother`, which saves the notifications and starts a new member
 * ([team-add-another]).
 */
export function NotificationSwitchesStep({ data, disabled, call, onChange }: WizardStepProps) {
  const { can, user } = useSession();
  const notificationTypes = useOperationQuery('queryNotifications', [{}], { call });
  const types: NotificationType[] = notificationTypes.data ?? [];
  const own = user?.practice_team_member?.id !== undefined && user.practice_team_member.id === data.memberId;
  const editable = (can(editorRule) || own) && !disabled;
  const subscribed = new Set((data.subscribed as number[] | undefined) ?? []);

  const lookupError = notificationTypes.error;
  useEffect(() => {
    if (lookupError) notifyError(lookupError, { context: 'lookup' });
  }, [lookupError]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(subscribed);
    if (on) next.add(id);
    else next.delete(id);
    onChange({ ...data, subscribed: types.map((type) => type.id).filter((typeId) => next.has(typeId)) });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" role="group" aria-label={message('regionNotifications')}>
        {types.map((type) => (
          <Switch
            key={type.id}
            label={type.name}
            checked={subscribed.has(type.id)}
            disabled={!editable}
            onChange={(event) => toggle(type.id, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
      {data.canAddAnother === true ? (
        <Group>
          <Button variant="light" disabled={disabled} onClick={() => onChange({ ...data, addAnother: true })}>
            {messages.addAnotherTeamMember}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
