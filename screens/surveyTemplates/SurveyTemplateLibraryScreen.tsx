import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Anchor, Badge, Box, Button, ColorSwatch, Group, Loader, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { callTyped, usePortalQueryClient, useOperationQuery } from '../../runtime/api/operationQueries';
import { askConfirm } from '../../runtime/dialogs/confirmStore';
import { notifyError } from '../../runtime/errors/notifyError';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { showToast } from '../../runtime/toasts/showToast';
import { message } from '../../src/generated/catalog';
import { AutoAssignConfigModal } from './AutoAssignConfigModal';
import { TemplateEditModal } from './TemplateEditModal';
import { applyTemplateOrder, moveTemplate, templateListKey, type LibraryTemplate } from './templateReorder';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface RowProps {
  template: LibraryTemplate;
  position: number;
  onEdit: () => void;
  onArchive: () => void;
}

/** One row of the library, dragged by its handle (pointer, or Space and the arrow keys). */
function TemplateRow({ template, position, onEdit, onArchive }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: template.id });
  const unassignable = !template.pt_assignable && !template.pta_assignable;
  return (
    <Table.Tr
      ref={setNodeRef}
      data-template-id={template.id}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, background: isDragging ? 'var(--mantine-color-gray-1)' : undefined }}
    >
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Reorder ${template.name} (position ${String(position)})`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden>⠿</span>
        </ActionIcon>
      </Table.Td>
      <Table.Td>{template.identifier}</Table.Td>
      <Table.Td>
        {template.name}
        {unassignable && (
          <Text c="red.8" size="sm">
            {message('rtmTemplateRowNoPtPta')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={template.tile_color_hex} size={18} aria-hidden />
          <Text size="sm">{template.tile_color_hex}</Text>
        </Group>
      </Table.Td>
      <Table.Td>{yesNo(template.pt_assignable)}</Table.Td>
      <Table.Td>{yesNo(template.pta_assignable)}</Table.Td>
      <Table.Td>{yesNo(template.patient_not_in_session)}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/surveyTemplates/${String(template.id)}/versions`} aria-label={`Versions of ${template.name}`}>
          <Badge variant="light" style={{ cursor: 'pointer' }}>
            {template.rtm_survey_template_versions.length}
          </Badge>{' '}
          Versions
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="outline" onClick={onArchive} aria-label={`Archive ${template.name}`}>
            Archive
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The RTM Survey Template Library ([survey-templates-library]): the templates in their order,
 * reordered by dragging a row's handle or with the keyboard (Space picks it up, the arrow keys
 * move it, Space drops it) through dnd-kit; the Create/Edit modal, Archive, and the RTM
 * Configuration modal. The list is the TanStack Query cache of GET rtm_templates/list.
 */
export function SurveyTemplateLibraryScreen() {
  const queryClient = usePortalQueryClient();
  const list = useOperationQuery('listRtmTemplates', [undefined]);
  const [editing, setEditing] = useState<{ template?: LibraryTemplate } | undefined>();
  const [configuring, setConfiguring] = useState(false);
  const templates = list.data ?? [];
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const positionOf = (id: string | number) => templates.findIndex((template) => template.id === Number(id)) + 1;
  const reload = () => queryClient.invalidateQueries({ queryKey: templateListKey });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = templates.findIndex((template) => template.id === Number(active.id));
    const to = templates.findIndex((template) => template.id === Number(over.id));
    if (from < 0 || to < 0) return;
    void applyTemplateOrder(queryClient, moveTemplate(templates, from, to), {
      send: (body) => callTyped('reorderRtmTemplates', body),
      succeeded: (text) => showSuccess(text),
      failed: (text) => showToast({ kind: 'error', title: 'Error', description: text }),
    });
  };

  const archive = async (template: LibraryTemplate) => {
    const confirmed = await askConfirm({
      title: 'Archive',
      message: message('rtmTemplateArchiveQuestion', { name: template.name }),
      confirmLabel: 'Archive',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await callTyped('archiveRtmTemplate', undefined, { id: template.id });
      showSuccess(message('rtmTemplateArchived'));
    } catch (error) {
      notifyError(error);
    }
    await reload();
  };

  return (
    <Box>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={1}>RTM Survey Template Library</Title>
          {list.isFetching && <Loader size="sm" aria-label="Loading" />}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setConfiguring(true)} disabled={list.data === undefined}>
            RTM Configuration
          </Button>
          <Button onClick={() => setEditing({})}>Create Template</Button>
        </Group>
      </Group>
      {list.isError && <Alert color="red" title={message('rtmTemplatesLoadFailed')} />}
      {list.data?.length === 0 && <Text c="dimmed">{message('rtmTemplateLibraryEmpty')}</Text>}
      {templates.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: message('rtmTemplateDragInstructions') },
            announcements: {
              onDragStart: ({ active }) => message('rtmTemplatePickedUp', { from: positionOf(active.id) }),
              onDragOver: ({ active, over }) => message('rtmTemplateOver', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
              onDragEnd: ({ active, over }) => message('rtmTemplateDropped', { from: positionOf(active.id), to: positionOf(over?.id ?? active.id) }),
              onDragCancel: ({ active }) => message('rtmTemplateMoveCancelled', { from: positionOf(active.id) }),
            },
          }}
        >
          <Table striped highlightOnHover aria-label="RTM survey templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-label="Reorder" />
                <Table.Th>Template ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Tile Colour</Table.Th>
                <Table.Th>PT Assignable</Table.Th>
                <Table.Th>PTA Assignable</Table.Th>
                <Table.Th>Patient Not In Session</Table.Th>
                <Table.Th>Versions</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <SortableContext items={templates.map((template) => template.id)} strategy={verticalListSortingStrategy}>
              <Table.Tbody>
                {templates.map((template, index) => (
                  <TemplateRow
                    key={template.id}
                    template={template}
                    position={index + 1}
                    onEdit={() => setEditing({ template })}
                    onArchive={() => void archive(template)}
                  />
                ))}
              </Table.Tbody>
            </SortableContext>
          </Table>
        </DndContext>
      )}
      {editing && (
        <TemplateEditModal
          template={editing.template}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void reload();
          }}
        />
      )}
      {configuring && <AutoAssignConfigModal templates={templates} onClose={() => setConfiguring(false)} />}
    </Box>
  );
}
