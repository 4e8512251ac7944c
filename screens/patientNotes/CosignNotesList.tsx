import { Table, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import type { SpecCall } from '../../runtime/api/typedCallOver';
import { typedCallOver } from '../../runtime/api/typedCallOver';
import { notifyError } from '../../runtime/errors/notifyError';
import { onAppEvent } from '../../runtime/events/appEvents';
import { useSession } from '../../runtime/session/SessionContext';
import { cosignListLoads, cosignListVisible } from './cosignListRules';

type WaitingPatient = components['schemas']['PatientNeedingCosign'];

export interface CosignNotesListProps {
  call: SpecCall;
  /** Whether a monitoring room is open: the grid is shown only when not monitoring. */
  monitoring: boolean;
  /** Opens a patient's profile, where the notes are cosigned. */
  onOpen: (patientId: number) => void;
}

/**
 * The RTM dashboard's 'Cosign Notes' grid: the patients with assistants' notes waiting for the
 * signed-in specialist's cosign, oldest first; reloaded on the app event 'reload cosigned notes'.
 */
export function CosignNotesList({ call, monitoring, onOpen }: CosignNotesListProps) {
  const { can, user } = useSession();
  const loads = cosignListLoads(can) && user !== undefined;
  const [patients, setPatients] = useState<WaitingPatient[]>([]);
  const load = useCallback(async () => {
    if (!loads || user === undefined) return;
    try {
      setPatients((await typedCallOver(call)('listUncosignedNotes', undefined, { id: user.id })).patients);
    } catch (error) {
      notifyError(error);
    }
  }, [call, loads, user]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => onAppEvent('reloadCosignedNotes', () => void load()), [load]);

  if (!cosignListVisible(can, monitoring)) return null;
  return (
    <section aria-label={message('cosignNotesTitle')}>
      <Text fw={600} mb="xs">
        {message('cosignNotesTitle')}
      </Text>
      {patients.length === 0 ? (
        <Text size="sm" c="gray.7">
          {message('noNotesToCosign')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Patient ID</Table.Th>
              <Table.Th>Patient Name</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th>Oldest Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {patients.map((patient) => (
              <Table.Tr key={patient.patient_id}>
                <Table.Td>{patient.identifier ?? ''}</Table.Td>
                <Table.Td>
                  <UnstyledButton onClick={() => onOpen(patient.patient_id)} c="blue">
                    {patient.first_name} {patient.last_name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{patient.uncosigned_notes}</Table.Td>
                <Table.Td>{dayjs.unix(patient.oldest_note_at).format('MM/DD/YYYY')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
