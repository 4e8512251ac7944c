import { FileInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FormContext } from './formContext';
import { fileRefusal, type FileOptions } from './fileChoice';
import { widgetErrorText } from './widgetErrorText';
import { message } from '../../src/generated/catalog';

/**
 * One file to upload (`ui:widget: file`): the form's value is the chosen file's name, so the
 * schema checks a required field as text, and the file itself waits in `formContext.files` under
 * the field's path until the form is submitted (a multipart operation sends it as a file part).
 * A file of a type outside `ui:options.accept`, or larger than `maxBytes`, is refused at once with
 * `acceptMessage` or the size message and not kept ([user-guides-pdf-only]).
 */
export function FileWidget({ id, label, hideLabel, required, disabled, readonly, rawErrors, options, registry, onChange }: WidgetProps) {
  const context = registry.formContext as Partial<FormContext> | undefined;
  const path = context?.pathOf?.(id) ?? id.replace(/^root_/, '');
  const [file, setFile] = useState<File | null>(() => context?.files?.get(path) ?? null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const fileOptions = options as FileOptions;
  return (
    <FileInput
      id={id}
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      clearable
      accept={fileOptions.accept?.join(',')}
      placeholder={message('fileChoose')}
      value={file}
      error={refusal ?? widgetErrorText(rawErrors)}
      onChange={(chosen) => {
        const next: File | null = Array.isArray(chosen) ? ((chosen as File[])[0] ?? null) : chosen;
        const refused = next === null ? undefined : fileRefusal(next, fileOptions);
        setRefusal(refused);
        const kept = refused === undefined ? next : null;
        setFile(kept);
        if (kept === null) context?.files?.delete(path);
        else context?.files?.set(path, kept);
        onChange(kept === null ? undefined : kept.name);
      }}
    />
  );
}
