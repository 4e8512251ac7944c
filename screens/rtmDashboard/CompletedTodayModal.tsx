import { Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { message } from '../../src/generated/catalog';
import { operationQueryKey, usePortalQueryClient } from '../../runtime/api/operationQueries';
import { portalApi } from '../../runtime/api/portalApi';

const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * 'Today's Completed Patients' ([rtm-completed-today-modal]): Patient ID, Patient Name and Template
 * Version of each patient who completed a session today in the user's time zone; 'No patients
 * completed today' when none did ([rtm-completed-today-empty]). Loaded each time it opens.
 */
export function CompletedTodayModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = usePortalQueryClient();
  const timeZone = ownTimeZone();
  const completed = useQuery(
    {
      queryKey: operationQueryKey('getTodayCompletedPatients', undefined, { query: { time_zone: timeZone } }),
      queryFn: () => portalApi().call('getTodayCompletedPatients', undefined, { query: { time_zone: timeZone } }),
      enabled: opened,
      staleTime: 0,
    },
    queryClient,
  );
  const patients = completed.data?.patients ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={message('rtmCompletedToday')} size="lg">
      {completed.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : patients.length === 0 ? (
        <Text>{message('rtmNoCompletedToday')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Patient ID</Table.Th>
              <Table.Th>Patient Name</Table.Th>
              <Table.Th>Template Version</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {patients.map((patient) => (
              <Table.Tr key={patient.patient_id}>
                <Table.Td>{patient.patient_identifier}</Table.Td>
                <Table.Td>{patient.patient_name}</Table.Td>
                <Table.Td>{patient.template_version_identifier ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
