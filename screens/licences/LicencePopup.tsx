import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { message } from '../../src/generated/catalog';
import { operationQuery, useOperationMutation, usePortalQueryClient, type ViaPort } from '../../runtime/api/operationQueries';
import { askConfirm } from '../../runtime/dialogs/confirmStore';
import { fileRefusal, type FileOptions } from '../../runtime/form/fileChoice';
import { notifyError } from '../../runtime/errors/notifyError';
import { usStates } from '../../runtime/filters/usStates';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { licenceFor, type Therapist } from './therapist';

/** The licence document: a PDF or an image under 1 MB ([licences-upload-types]), as the server holds it. */
const licenceDocumentOptions: FileOptions = {
  accept: ['application/pdf', 'image/png', 'image/jpeg'],
  acceptMessage: message('licenceFileType'),
  maxBytes: 1_048_576,
};

/** Props of {@link LicencePopup}. */
export interface LicencePopupProps extends ViaPort {
  therapist: Therapist;
  /** The state's postal code, from the grid cell. */
  state: string;
  /** Closes the popup (also after a save or a delete). */
  onClose: () => void;
}

/**
 * The licence popup of one state ([licences-popup]): certification number, effective and
 * expiration dates and the document (its address read through getCredentialUrl); the editors may
 * upload a PDF or an image ([licences-upload-types]) for the state of the cell
 * ([licences-state-preset]), save and delete. Everyone else sees the licence read-only; the server
 * refuses them anyway. Save and delete are mutations: the grid behind refreshes by invalidation.
 */
export function LicencePopup({ therapist, state, onClose, call }: LicencePopupProps) {
  const licence = licenceFor(therapist, state);
  const editable = therapist.can_edit_licenses === true;
  const stateName = String(usStates.find((option) => option.value === state)?.label ?? state);
  const queryClient = usePortalQueryClient();
  const saveLicence = useOperationMutation('saveLicense', { call });
  const deleteLicence = useOperationMutation('deleteLicense', { call });
  const [certification, setCertification] = useState(licence?.certification_number ?? '');
  const [effective, setEffective] = useState(licence?.effective_date ?? '');
  const [expiration, setExpiration] = useState(licence?.expiration_date ?? '');
  const [file, setFile] = useState<File | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  // A field error of the server (wrong document type, expiry before the start) shown in the popup.
  const [fieldError, setFieldError] = useState<string | undefined>();
  const busy = saveLicence.isPending || deleteLicence.isPending;

  const openDocument = async (url: string) => {
    try {
      // A signed address expires: read afresh each time (staleTime 0), through the cache's key.
      const answer = await queryClient.fetchQuery({ ...operationQuery('getCredentialUrl', [{ url }], call), staleTime: 0 });
      window.open(answer.url, '_blank', 'noopener');
    } catch (error) {
      notifyError(error);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveLicence.mutateAsync([
        {
          user_id: therapist.id,
          state,
          certification_number: certification,
          effective_date: effective,
          expiration_date: expiration,
          ...(file === undefined ? {} : { file }),
        },
      ]);
      showSuccess(message('licenceSaved'));
      onClose();
    } catch (error) {
      const shown = notifyError(error);
      setFieldError(shown.kind === 'field' ? shown.message : undefined);
    }
  };

  const remove = async (id: number) => {
    const confirmed = await askConfirm({ title: message('areYouSure'), message: message('licenceDeleteQuestion', { state: stateName }), confirmLabel: message('licenceDelete'), danger: true });
    if (!confirmed) return;
    try {
      await deleteLicence.mutateAsync([undefined, { id }]);
      showSuccess(message('licenceDeleted'));
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={message('licencePopupTitle', { state: stateName, username: therapist.username })} centered>
      <form onSubmit={(event) => void save(event)}>
        <Stack gap="sm">
          <TextInput label={message('licenceStateLabel')} value={state} readOnly />
          <TextInput label={message('licenceCertificationLabel')} required value={certification} readOnly={!editable} onChange={(event) => setCertification(event.currentTarget.value)} />
          <TextInput label={message('licenceEffectiveLabel')} type="date" required value={effective} readOnly={!editable} onChange={(event) => setEffective(event.currentTarget.value)} />
          <TextInput label={message('licenceExpirationLabel')} type="date" required value={expiration} readOnly={!editable} onChange={(event) => setExpiration(event.currentTarget.value)} />
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {message('licenceDocumentLabel')}
            </Text>
            {licence?.url ? (
              <Button variant="subtle" size="compact-sm" onClick={() => void openDocument(licence.url ?? '')}>
                {message('licenceViewDocument')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {message('licenceNoDocument')}
              </Text>
            )}
          </Group>
          {editable && (
            <FileInput
              label={message('licenceUploadLabel')}
              clearable
              accept={licenceDocumentOptions.accept?.join(',')}
              placeholder={message('fileChoose')}
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
              <Button color="red" variant="light" disabled={busy} onClick={() => void remove(licence.id)}>
                {message('licenceDelete')}
              </Button>
            )}
            <Button variant="default" disabled={busy} onClick={onClose}>
              {editable ? message('licenceCancel') : message('licenceClose')}
            </Button>
            {editable && (
              <Button type="submit" loading={busy}>
                {message('licenceSave')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
