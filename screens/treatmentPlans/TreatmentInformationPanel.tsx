import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { planEditable } from '../../domain/treatmentPlan/planRowStatus';
import { useOperationMutation, useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { planActions } from './planActions';
import { planDate } from './planDate';

type Plan = OperationData<'getAllPatientTreatmentPlans'>[number];

const statusColour = { Active: 'green.8', Complete: 'gray.7', Pending: 'orange.8' } as const;

function PencilIcon() {
  return (
    <svg
      aria-hidden
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/** The plan row of a card: name, type, dates, status and the pencil ([plan-pencil-visibility], [plan-pencil-route]). */
function PlanRow({ plan, patientId, nowSeconds }: { plan: Plan; patientId: number; nowSeconds: number }) {
  return (
    <Table.Tr>
      <Table.Td>{plan.name}</Table.Td>
      <Table.Td>{plan.treatment_plan_type_text}</Table.Td>
      <Table.Td>{planDate(plan.treatment_start_date)}</Table.Td>
      <Table.Td>{planDate(plan.treatment_end_date)}</Table.Td>
      <Table.Td>
        {/* Plain coloured text: a badge's label would be cut to an ellipsis in a narrow card. */}
        <Text size="sm" fw={600} c={statusColour[plan.status]} data-testid="plan-status">
          {plan.status}
        </Text>
      </Table.Td>
      <Table.Td>
        {planEditable(plan, nowSeconds) && (
          <Tooltip label="Edit plan">
            <ActionIcon
              component={Link}
              to={`/treatmentPlan/${String(patientId)}/${String(plan.id)}`}
              variant="subtle"
              aria-label={`Edit ${plan.name}`}
            >
              <PencilIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Treatment Information on the patient profile (document 2, sections 2 and 4): one card per plan
 * ([plan-treatment-information-cards]) with its row (status as the server computed it) and, for
 * super users only, End plan and Revert to pre-op behind the spec's confirmations. A custom
 * panel: the spec language has no card list whose actions depend on each card's row.
 */
export function TreatmentInformationPanel({ record, confirm }: PanelProps) {
  const patientId = Number(record.id);
  const { can } = useSession();
  const plans = useOperationQuery('getAllPatientTreatmentPlans', [undefined, { patientId }]);
  const endPlan = useOperationMutation('endTreatmentPlan');
  const revert = useOperationMutation('revertPatientToPreOp');
  const superUser = can({ superUser: true });
  const nowSeconds = Math.floor(Date.now() / 1000);

  const act = async (kind: 'end' | 'revert', plan: Plan) => {
    const confirmed = await confirm(
      kind === 'end'
        ? {
            title: message('endPlanConfirmTitle'),
            message: message('endPlanConfirmMessage'),
            cancelLabel: 'Cancel',
            confirmLabel: 'End Plan',
          }
        : {
            title: message('revertConfirmTitle'),
            message: message('revertConfirmMessage'),
            cancelLabel: 'Cancel',
            confirmLabel: 'Revert',
          },
    );
    if (!confirmed) return;
    try {
      await (kind === 'end' ? endPlan : revert).mutateAsync([undefined, { id: plan.id }]);
    } catch (error) {
      notifyError(error);
    }
  };

  if (plans.isPending) return <Text c="dimmed">Loading…</Text>;
  if (plans.isError) return <Text c="red">{message('treatmentPlanNotFound')}</Text>;
  return (
    <Stack gap="sm">
      {can({ permissions: ['addPlan'] }) && (
        <Group justify="flex-end">
          <Button component={Link} to={`/treatmentPlan/${String(patientId)}`} size="xs" variant="light">
            Add Treatment Plan
          </Button>
        </Group>
      )}
      {plans.data.length === 0 && <Text c="dimmed">{message('noTreatmentPlans')}</Text>}
      {plans.data.map((plan) => {
        const actions = planActions(plan);
        return (
          <Card key={plan.id} withBorder padding="sm" data-testid="plan-card" aria-label={plan.name}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{plan.name}</Text>
              {superUser && (
                <Group gap="xs">
                  {actions.end && (
                    <Button size="xs" color="red" variant="light" onClick={() => void act('end', plan)}>
                      End Plan
                    </Button>
                  )}
                  {actions.revert && (
                    <Button size="xs" color="orange" variant="light" onClick={() => void act('revert', plan)}>
                      Revert to Pre-Op
                    </Button>
                  )}
                </Group>
              )}
            </Group>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Start Date</Table.Th>
                  <Table.Th>End Date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th aria-label="Edit" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <PlanRow plan={plan} patientId={patientId} nowSeconds={nowSeconds} />
              </Table.Tbody>
            </Table>
          </Card>
        );
      })}
    </Stack>
  );
}
