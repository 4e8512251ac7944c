import { CloseButton, FileButton, Button, Group, Input, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from '../widgetErrorText';
import { heldAttachments, holdAttachments } from './pendingAttachments';
import { message } from '../../../src/generated/catalog';

/**
 * Several files attached to a form (`ui:widget: attachments`): chosen with 'Add files', listed
 * with a remove button each, and zipped and uploaded when the form is submitted through
 * `ui:options.upload` (see pendingAttachments). `ui:options.accept` narrows the file chooser.
 */
export function AttachmentsWidget({ id, value, label, hideLabel, disabled, readonly, rawErrors, options, onChange }: WidgetProps) {
  const files = heldAttachments(value);
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const set = (next: File[]) => onChange(next.length === 0 ? undefined : holdAttachments(next));
  return (
    <Input.Wrapper id={id} label={hideLabel ? undefined : label} error={widgetErrorText(rawErrors)}>
      <Stack gap={4} mt={4}>
        {files.map((file, index) => (
          <Group key={`${file.name}-${String(index)}`} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={message('attachmentRemove', { file: file.name })}
              disabled={disabled || readonly}
              onClick={() => set(files.filter((_, other) => other !== index))}
            />
          </Group>
        ))}
        <FileButton multiple accept={accept} onChange={(chosen) => set([...files, ...chosen])} disabled={disabled || readonly}>
          {(props) => (
            <Button {...props} id={`${id}-add`} variant="default" size="xs" w="fit-content">
              {message('attachmentsAdd')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
