import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';

export type PatientNote = components['schemas']['PatientNote'];

const when = (seconds: number): string => dayjs.unix(seconds).format('MM/DD/YYYY hh:mm A');

/** 'Cosigned by Rae Nolan, RN on 03/02/2026 11:00 AM': who, with which credentials and when. */
export function cosignLine(note: PatientNote): string | null {
  if (note.cosigned_at === null) return null;
  return message('cosignedBy', { name: note.cosigned_by_name ?? note.cosigned_by_username ?? '', when: when(note.cosigned_at) });
}

export interface NoteCardProps {
  note: PatientNote;
  onEdit: () => void;
  onDelete: () => void;
  onCosign: () => void;
}

/**
 * One saved note, read-only: type, author and time, the text, where it was e-mailed, who
 * cosigned it. Edit and Delete only for its creator on an unlocked note, Cosign only for the
 * patient's monitoring specialist on an assistant's unsigned note: the server says which
 * (`editable`, `cosignable`) and refuses the others anyway.
 */
export function NoteCard({ note, onEdit, onDelete, onCosign }: NoteCardProps) {
  const cosigned = cosignLine(note);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={message('noteLabel', { id: note.id })}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light" color={note.type === 'CSN' ? 'grape' : 'blue'}>
              {note.type}
            </Badge>
            <Text size="sm" fw={500}>
              {note.created_by_name}
            </Text>
            <Text size="xs" c="gray.7">
              {when(note.created_at)}
            </Text>
            {note.locked && (
              <Badge variant="outline" color="gray" size="sm">
                {message('noteLockedBadge')}
              </Badge>
            )}
          </Group>
          <Group gap={4}>
            {note.editable && (
              <>
                <Button size="compact-xs" variant="subtle" onClick={onEdit}>
                  {message('noteEdit')}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
                  {message('noteDelete')}
                </Button>
              </>
            )}
            {note.cosignable && (
              <Button size="compact-xs" variant="default" onClick={onCosign}>
                {message('noteCosign')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {note.note}
        </Text>
        {note.email_sent_to !== null && note.email_sent_at !== null && (
          <Text size="xs" c="gray.7">
            {message('noteEmailedTo', { email: note.email_sent_to, when: when(note.email_sent_at) })}
            {note.email_status === 'failed' ? message('noteEmailNotDelivered') : ''}
          </Text>
        )}
        {cosigned !== null && (
          <Text size="xs" c="teal.9">
            {cosigned}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
