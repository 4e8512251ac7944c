import { Anchor, Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { Link } from 'react-router';
import { message } from '../../src/generated/catalog';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { documentLinks, eDocumentLinks, type EDocumentLink } from './documentLinks';

/**
 * The Document Links dialog of the profile header ([profile-header-actions]): the patient's
 * caregiver agreement and release of health information, each opening in a new tab, the
 * e-document links of /admin/eDocumentLinks that have an address, except those the patient has
 * a copy of (read when the dialog opens, so an edit there shows here at once; a failed read is
 * only logged), and the way to the patient's documents page.
 */
export function DocumentLinksPart({ record, call }: PanelProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Read each time the dialog opens (the answer is stale at once), so an edit of the links shows.
  const generalForms = useOperationQuery('queryGeneralForms', [{}], { call, enabled: opened });
  // The patient's own copies (listed above) are not offered again as blank forms.
  const forms: EDocumentLink[] = opened && generalForms.data ? eDocumentLinks(generalForms.data).filter((form) => !documentLinks(record).some((own) => own.name === form.name)) : [];
  const title = message('documentLinks');
  const lookupError = generalForms.error;
  useEffect(() => {
    if (lookupError) notifyError(lookupError, { context: 'lookup' });
  }, [lookupError]);
  return (
    <>
      <Button size="sm" variant="light" onClick={open}>
        {title}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack gap="sm">
          {documentLinks(record).map((link) =>
            link.url === null ? (
              <Text key={link.name} c="dimmed">
                {message('documentNotProvided', { document: link.name })}
              </Text>
            ) : (
              <Anchor key={link.name} href={link.url} target="_blank" rel="noreferrer">
                {link.name}
              </Anchor>
            ),
          )}
          {forms.length > 0 && <Divider label={message('documentFormsDivider')} labelPosition="left" />}
          {forms.map((form) => (
            <Stack key={form.id} gap={0}>
              <Anchor href={form.url} target="_blank" rel="noreferrer">
                {form.name}
              </Anchor>
              {form.description !== '' && (
                <Text size="xs" c="dimmed">
                  {form.description}
                </Text>
              )}
            </Stack>
          ))}
          <Anchor component={Link} to={`/documents/${String(record.id)}`} onClick={close}>
            {message('documentsAll')}
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}
