import { Alert, Badge, Button, Card, FileInput, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { askConfirm } from '../../runtime/dialogs/confirmStore';
import { fileRefusal, type FileOptions } from '../../runtime/form/fileChoice';
import { notifyError } from '../../runtime/errors/notifyError';
import { usStates } from '../../runtime/filters/usStates';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { licenceColour, type LicenceColour } from './licenceColour';
import { callOperation } from '../../runtime/api/callOperation';

/** The licence document: a PDF or an image under 1 MB ([licences-upload-types]), as the server holds it. */
const licenceDocumentOptions: FileOptions = {
  accept: ['application/pdf', 'image/png', 'image/jpeg'],
  acceptMessage: message('licenceFileType'),
  maxBytes: 1_048_576,
};

/** A monitoring therapist with their licences, as listSpecialistsWithLicenses answers it. */
type Therapist = OperationData<'listSpecialistsWithLicenses'>[number];

const cellColours: Record<LicenceColour, string> = {
  grey: 'var(--mantine-color-gray-2)',
  red: 'var(--mantine-color-red-9)',
  orange: 'var(--mantine-color-orange-5)',
  // A green darker than Mantine's green 9, so that white 13 px text keeps a 4.5:1 contrast.
  green: '#1f6b30',
};
const cellText: Record<LicenceColour, string> = { grey: 'var(--mantine-color-dark-7)', red: 'white', orange: 'var(--mantine-color-dark-9)', green: 'white' };
const colourWords: Record<LicenceColour, string> = {
  grey: 'no licence',
  red: 'expires within 30 days or expired',
  orange: 'expires within 90 days',
  green: 'valid for 90 days or more',
};
const monitorTypes: Record<number, string> = { 1: 'RTM', 2: 'RPM' };

/**
 * Patient Monitoring Licenses ([licences-layout]): one card per monitoring therapist with the
 * grid of the 50 states and DC coloured by licence expiry, and the licence popup of a cell.
 */
export function MonitorLicencesScreen() {
  const [therapists, setTherapists] = useState<Therapist[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<{ therapist: Therapist; state: string } | undefined>();
  const load = useCallback(() => {
    callOperation('listSpecialistsWithLicenses').then(
      (data) => setTherapists(data),
      (error: unknown) => {
        setFailed(true);
        notifyError(error);
      },
    );
  }, []);
  useEffect(load, [load]);
  const today = new Date();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Patient Monitoring Licenses</Title>
        {therapists === undefined && !failed && <Loader size="sm" aria-label="Loading" />}
      </Group>
      {failed && <Alert color="red" title="The licences could not be loaded." />}
      {therapists?.length === 0 && <Text c="dimmed">This list is empty</Text>}
      {therapists?.map((therapist) => {
        const name = [therapist.first_name, therapist.last_name].filter(Boolean).join(' ');
        return (
          <Card key={therapist.id} withBorder component="section" aria-label={`Licences of ${therapist.username}`}>
            <Group gap="sm" mb="sm">
              <Title order={2} size="h4">
                {therapist.username}
              </Title>
              {name !== '' && <Text c="gray.7">{name}</Text>}
              {therapist.monitor_type_id !== null && monitorTypes[therapist.monitor_type_id] && <Badge variant="outline" color="dark">{monitorTypes[therapist.monitor_type_id]}</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 6, sm: 9, lg: 13 }} spacing={4} verticalSpacing={4}>
              {usStates.map(({ value: state, label }) => {
                const licence = therapist.monitor_licenses.find((candidate) => candidate.state === state);
                const colour = licenceColour(licence?.expiration_date, today);
                return (
                  <UnstyledButton
                    key={String(state)}
                    data-colour={colour}
                    aria-label={`${label}: ${colourWords[colour]}`}
                    title={`${label}: ${colourWords[colour]}`}
                    onClick={() => setOpen({ therapist, state: String(state) })}
                    style={{ background: cellColours[colour], color: cellText[colour], borderRadius: 4, padding: '6px 0', textAlign: 'center', fontWeight: 600, fontSize: 13 }}
                  >
                    {String(state)}
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </Card>
        );
      })}
      {open !== undefined && (
        <LicencePopup
          therapist={open.therapist}
          state={open.state}
          onClose={() => setOpen(undefined)}
          onSaved={() => {
            setOpen(undefined);
            load();
          }}
        />
      )}
    </Stack>
  );
}

interface LicencePopupProps {
  therapist: Therapist;
  state: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The licence popup of one state ([licences-popup]): certification number, effective and
 * expiration dates and the document (opened through get_credential_url); the editors may upload a
 * PDF or an image ([licences-upload-types]) for the state of the cell ([licences-state-preset]),
 * save and delete. Everyone else sees the licence read-only; the server refuses them anyway.
 */
function LicencePopup({ therapist, state, onClose, onSaved }: LicencePopupProps) {
  const licence = therapist.monitor_licenses.find((candidate) => candidate.state === state);
  const editable = therapist.can_edit_licenses === true;
  const stateName = String(usStates.find((option) => option.value === state)?.label ?? state);
  const [certification, setCertification] = useState(licence?.certification_number ?? '');
  const [effective, setEffective] = useState(licence?.effective_date ?? '');
  const [expiration, setExpiration] = useState(licence?.expiration_date ?? '');
  const [file, setFile] = useState<File | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A field error of the server (wrong document type, expiry before the start) shown in the popup.
  const [fieldError, setFieldError] = useState<string | undefined>();

  const openDocument = async () => {
    if (!licence?.url) return;
    try {
      const answer = await callOperation('getCredentialUrl', { url: licence.url });
      window.open(answer.url, '_blank', 'noopener');
    } catch (error) {
      notifyError(error);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await callOperation('saveLicense', {
        user_id: therapist.id,
        state,
        certification_number: certification,
        effective_date: effective,
        expiration_date: expiration,
        ...(file === undefined ? {} : { file }),
      });
      showSuccess(message('licenceSaved'));
      onSaved();
    } catch (error) {
      const shown = notifyError(error);
      setFieldError(shown.kind === 'field' ? shown.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (licence === undefined) return;
    const confirmed = await askConfirm({ title: message('areYouSure'), message: message('licenceDeleteQuestion', { state: stateName }), confirmLabel: 'Delete', danger: true });
    if (!confirmed) return;
    setBusy(true);
    try {
      await callOperation('deleteLicense', undefined, { id: licence.id });
      showSuccess(message('licenceDeleted'));
      onSaved();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`${stateName} licence — ${therapist.username}`} centered>
      <form onSubmit={(event) => void save(event)}>
        <Stack gap="sm">
          <TextInput label="State" value={state} readOnly />
          <TextInput label="Certification Number" required value={certification} readOnly={!editable} onChange={(event) => setCertification(event.currentTarget.value)} />
          <TextInput label="Effective Date" type="date" required value={effective} readOnly={!editable} onChange={(event) => setEffective(event.currentTarget.value)} />
          <TextInput label="Expiration Date" type="date" required value={expiration} readOnly={!editable} onChange={(event) => setExpiration(event.currentTarget.value)} />
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Licence Document:
            </Text>
            {licence?.url ? (
              <Button variant="subtle" size="compact-sm" onClick={() => void openDocument()}>
                View document
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            )}
          </Group>
          {editable && (
            <FileInput
              label="Upload document (PDF or image)"
              clearable
              accept={licenceDocumentOptions.accept?.join(',')}
              placeholder="Choose a file"
              value={file ?? null}
              error={fileProblem}
              onChange={(chosen) => {
                setFieldError(undefined);
                // The same check as the form's `file` widget: a wrong type is refused at once.
                const refused = chosen === null ? undefined : fileRefusal(chosen, licenceDocumentOptions);
                setFileProblem(refused);
                setFile(chosen === null || refused !== undefined ? undefined : chosen);
              }}
            />
          )}
          {fieldError !== undefined && (
            <Alert color="red" role="alert" p="xs">
              {fieldError}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            {editable && licence !== undefined && (
              <Button color="red" variant="light" disabled={busy} onClick={() => void remove()}>
                Delete
              </Button>
            )}
            <Button variant="default" disabled={busy} onClick={onClose}>
              {editable ? 'Cancel' : 'Close'}
            </Button>
            {editable && (
              <Button type="submit" loading={busy}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
