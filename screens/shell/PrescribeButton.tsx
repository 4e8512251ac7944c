import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSpecOperationQuery } from '../../runtime/api/operationQueries';
import type { ShellPartProps } from '../../runtime/registry/shellParts';
import { notifyError } from '../../runtime/errors/notifyError';
import { useSession } from '../../runtime/session/SessionContext';
import { message } from '../../src/generated/catalog';
import { choosesPrescriber, prescriptionTemplates, prescriptionUrl, sessionPrescriber, type Prescriber } from './prescription';

interface SurgeonRow {
  id: number;
  name: string;
  npi: string | null;
}

/**
 * The header's Prescribe button (document 3, section 2.2 and 6): shown only when the practice has
 * a template_url ([prescribe-needs-template-url]); with exactly one template and a prescriber who
 * prescribes for themselves it opens the template at once, otherwise a chooser asks for the
 * template and, for clinical staff and administrators, the prescriber ([prescribe-one-or-many],
 * [prescriber-name-npi]); the prescriber's name and NPI are filled into the template. A part of
 * the shell (`shell.headerActions` of the app registry).
 */
export function PrescribeButton({ call, openUrl: open }: ShellPartProps) {
  const session = useSession();
  const templateUrl = session.practice?.template_url;
  const practiceId = session.practice?.id;
  const ownPrescriber = sessionPrescriber(session);
  const choose = choosesPrescriber(session.user?.role_id);
  const templates = prescriptionTemplates(templateUrl);
  const [opened, setOpened] = useState(false);
  const [templateIndex, setTemplateIndex] = useState<string | null>('0');
  const [surgeonId, setSurgeonId] = useState<string | null>(null);

  // Read when the dialog opens for a user who chooses the prescriber (stale at once: read again on each opening).
  const surgeonRows = useSpecOperationQuery('listSurgeons', { search: null, practice_id: practiceId ?? null }, undefined, { call, enabled: opened && choose });
  const surgeons: SurgeonRow[] = opened && choose && Array.isArray(surgeonRows.data) ? (surgeonRows.data as SurgeonRow[]) : [];
  const lookupError = surgeonRows.error;
  useEffect(() => {
    if (lookupError) notifyError(lookupError, { context: 'lookup' });
  }, [lookupError]);

  if (templates.length === 0) return null;

  const onClick = () => {
    const [only] = templates;
    if (templates.length === 1 && !choose && only) open(prescriptionUrl(only, ownPrescriber));
    else setOpened(true);
  };

  const surgeon = surgeons.find((row) => String(row.id) === surgeonId);
  const prescriber: Prescriber | undefined = choose ? surgeon && { name: surgeon.name, npi: surgeon.npi } : ownPrescriber;
  const template = templates[Number(templateIndex ?? '0')];

  return (
    <>
      <Button size="xs" variant="light" onClick={onClick}>
        {message('prescribe')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={message('choosePrescriptionTemplate')}>
        <Stack>
          {templates.length > 1 && (
            <Select
              label={message('prescribeTemplate')}
              data={templates.map((entry, index) => ({ value: String(index), label: entry.label }))}
              value={templateIndex}
              onChange={setTemplateIndex}
              allowDeselect={false}
            />
          )}
          {choose && (
            <Select
              label={message('choosePrescriber')}
              placeholder={message('prescribeChooseSurgeon')}
              data={surgeons.map((row) => ({ value: String(row.id), label: row.npi ? `${row.name} (NPI ${row.npi})` : row.name }))}
              value={surgeonId}
              onChange={setSurgeonId}
              searchable
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {message('prescribeCancel')}
            </Button>
            <Button
              disabled={template === undefined || (choose && prescriber === undefined)}
              onClick={() => {
                if (!template) return;
                open(prescriptionUrl(template, prescriber));
                setOpened(false);
              }}
            >
              {message('prescribeOpen')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
