import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { constants, message } from '../../../src/generated/catalog';

/** Props of {@link PictureCropDialog}. */
export interface PictureCropDialogProps {
  /** The chosen picture as a data URL; the dialog is open while it is set. */
  source: string | undefined;
  onCancel: () => void;
  /** The kept area, in the source's pixels. */
  onCrop: (area: Area) => void;
  saving?: boolean;
}

/**
 * The crop step of a profile picture ([picture-crop]): a square crop of the chosen picture with a
 * Zoom slider from 10 to 100 (10 is the whole picture, 100 ten times closer), then Save.
 */
export function PictureCropDialog({ source, onCancel, onCrop, saving = false }: PictureCropDialogProps) {
  const min = Number(constants.pictureZoomMin);
  const max = Number(constants.pictureZoomMax);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(min);
  const [area, setArea] = useState<Area | undefined>();
  return (
    <Modal opened={source !== undefined} onClose={onCancel} title={message('pictureCropTitle')} centered size="lg">
      <Stack>
        <div style={{ position: 'relative', height: 320, background: 'var(--mantine-color-gray-2)' }}>
          {source !== undefined && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom / min}
              minZoom={1}
              maxZoom={max / min}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={(next) => setZoom(Math.round(next * min))}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <div>
          <Text size="sm" id="picture-zoom-label">
            {message('pictureCropZoom')}
          </Text>
          <Slider min={min} max={max} value={zoom} onChange={setZoom} aria-labelledby="picture-zoom-label" thumbLabel={message('pictureCropZoom')} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {message('buttonCancel')}
          </Button>
          <Button loading={saving} disabled={area === undefined} onClick={() => area !== undefined && onCrop(area)}>
            {message('buttonSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
