import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { constants, message } from '../../src/generated/catalog';
import { askConfirm } from '../dialogs/confirmStore';
import { notifyError } from '../errors/notifyError';
import { showToast } from '../toasts/showToast';
import { formContextOf } from './formContext';
import { croppedPng } from './picture/croppedPng';
import { PictureCropDialog } from './picture/PictureCropDialog';
import { pictureFileProblem } from './picture/pictureFileProblem';
import { pictureUpload } from './picture/pictureUpload';
import { widgetErrorText } from './widgetErrorText';
import { useSpecWrite } from '../api/operationQueries';

/**
 * `ui:options` of a picture field. The contract with the operations it names:
 * - `upload.operation`: a multipart/form-data operation (specs/api `requestBody.content` is
 *   `multipart/form-data`) called with `{ id: <record id>, profile_picture: <220×220 PNG file> }`,
 *   path parameter `id` filled with the same id when its path has one; it answers the picture's
 *   URL as `profile_picture_url` (or `url`), which becomes the field's value.
 * - `remove.operation`: called with no body and the record id as path parameter `id`.
 * On a record not saved yet (create mode) the cropped PNG is kept as a data URL and uploaded by
 * the form screen right after the create call, with the new record's `id`.
 */
export interface ImageCropOptions {
  upload?: { operation: string };
  remove?: { operation: string };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = source;
  });
}

/**
 * A profile picture field (`ui:widget: imageCrop`): Upload Picture takes a jpeg, jpg or png under
 * 1 MB (otherwise a toast 'Incorrect File Type' / 'Incorrect File Size', [picture-file-type],
 * [picture-file-size]), opens the crop dialog with its zoom slider (10 to 100) and saves a 220×220
 * PNG ([picture-crop]) through `ui:options.upload`; Delete asks 'Are you sure you want to delete
 * this profile picture?' ([picture-delete-confirm]) and calls `ui:options.remove`.
 */
export function ImageCropWidget({ id, value, label, disabled, readonly, rawErrors, options, registry, onChange }: WidgetProps) {
  const context = formContextOf(registry);
  const write = useSpecWrite(context.call);
  const { upload, remove } = options as ImageCropOptions;
  const [source, setSource] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const picture = typeof value === 'string' && value !== '' ? value : undefined;
  const locked = disabled === true || readonly === true;

  const choose = async (file: File | null) => {
    if (file === null) return;
    const problem = pictureFileProblem(file);
    if (problem !== undefined) {
      showToast({ kind: 'error', title: problem.title, description: problem.message });
      return;
    }
    setSource(await readAsDataUrl(file));
  };

  const save = async (area: Area) => {
    if (source === undefined) return;
    setSaving(true);
    try {
      const png = await croppedPng(await loadImage(source), area, Number(constants.pictureOutputPx));
      if (context.recordId !== undefined && upload !== undefined) {
        onChange(await pictureUpload(write, upload.operation, context.recordId, png));
      } else {
        onChange(await readAsDataUrl(png));
      }
      setSource(undefined);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const deletePicture = async () => {
    if (!(await askConfirm({ title: message('deletePictureConfirm'), danger: true, confirmLabel: 'Delete' }))) return;
    try {
      if (context.recordId !== undefined && remove !== undefined && !picture?.startsWith('data:')) {
        await write(remove.operation, undefined, { path: { id: context.recordId } });
      }
      onChange(undefined);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap={6}>
      {label !== '' && (
        <Text size="sm" fw={500} id={`${id}-label`}>
          {label}
        </Text>
      )}
      <Group role="group" aria-labelledby={label !== '' ? `${id}-label` : undefined}>
        <Avatar src={picture} alt={message(picture === undefined ? 'pictureNone' : 'pictureAlt')} size={88} radius={44} />
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg" disabled={locked}>
          {(props) => (
            <Button {...props} id={`${id}-upload`} variant="default" disabled={locked}>
              {message('pictureUpload')}
            </Button>
          )}
        </FileButton>
        {picture !== undefined && (
          <Button variant="subtle" color="red" disabled={locked} onClick={() => void deletePicture()}>
            {message('pictureDelete')}
          </Button>
        )}
      </Group>
      {widgetErrorText(rawErrors) !== undefined && <div role="alert">{widgetErrorText(rawErrors)}</div>}
      <PictureCropDialog source={source} saving={saving} onCancel={() => setSource(undefined)} onCrop={(area) => void save(area)} />
    </Stack>
  );
}
