import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { message } from '../../src/generated/catalog';
import type { PanelProps } from '../../runtime/registry/panelRegistry';
import { documentLinks } from './documentLinks';

/**
 * The Document Links dialog of the profile header ([profile-header-actions]): the patient's
 * caregiver agreement and release of health information, each opening in a new tab, and the way
 * to the patient's documents page.
 */
export function DocumentLinksPart({ record }: PanelProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const title = message('documentLinks');
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
                {link.name}: not provided
              </Text>
            ) : (
              <Anchor key={link.name} href={link.url} target="_blank" rel="noreferrer">
                {link.name}
              </Anchor>
            ),
          )}
          <Anchor component={Link} to={`/documents/${String(record.id)}`} onClick={close}>
            All documents
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}
