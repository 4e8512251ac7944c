import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { callTyped } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { message } from '../../src/generated/catalog';
import type { LibraryTemplate } from './templateReorder';

type Version = LibraryTemplate['rtm_survey_template_versions'][number];

const createdOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
};

function isVersion(value: unknown): value is Version {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'identifier' in value &&
    typeof value.identifier === 'string'
  );
}

/** The page's record (GET rtm_templates/{id}) read as its template: id, name and versions. */
function templateOf(record: Readonly<Record<string, unknown>>): { id: number; name: string; versions: readonly Version[] } {
  const versions = record.rtm_survey_template_versions;
  return {
    id: Number(record.id),
    name: typeof record.name === 'string' ? record.name : '',
    versions: Array.isArray(versions) ? versions.filter(isVersion) : [],
  };
}

/** The prompt editor's route of a version ([survey-templates-open-version]). */
export const versionEditorRoute = (templateId: number, versionId: number) => `/surveyTemplates/${String(templateId)}/versions/${String(versionId)}`;

/**
 * The versions table of the versions page ([survey-templates-versions-page]): each version opens
 * the prompt editor ([survey-templates-open-version]) and is archived after a confirmation
 * ([survey-templates-archive-version]); the page's record is the template (GET rtm_templates/{id}).
 */
export function TemplateVersionsPanel({ record, reload, confirm }: PanelProps) {
  const template = templateOf(record);
  const versions = template.versions;

  const archive = async (version: Version) => {
    const confirmed = await confirm({
      title: 'Archive',
      message: message('rtmTemplateVersionArchiveQuestion', { identifier: version.identifier }),
      confirmLabel: 'Archive',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await callTyped('archiveRtmTemplateVersion', undefined, { id: version.id });
      showSuccess(message('rtmTemplateVersionArchived'));
    } catch (error) {
      notifyError(error);
    }
    reload();
  };

  if (versions.length === 0) return <Text c="dimmed">{message('rtmTemplateNoVersions')}</Text>;
  return (
    <Table striped aria-label={`Versions of ${template.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Version</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Prompts</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((version) => (
          <Table.Tr key={version.id}>
            <Table.Td>
              <Anchor component={Link} to={versionEditorRoute(template.id, version.id)}>
                {version.identifier}
              </Anchor>
            </Table.Td>
            <Table.Td>{createdOn(version.created_at)}</Table.Td>
            <Table.Td>{version.prompt_count}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" component={Link} to={versionEditorRoute(template.id, version.id)} aria-label={`Open ${version.identifier}`}>
                  Open
                </Button>
                <Button size="xs" color="red" variant="outline" onClick={() => void archive(version)} aria-label={`Archive ${version.identifier}`}>
                  Archive
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
