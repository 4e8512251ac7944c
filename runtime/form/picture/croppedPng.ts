/** The part of the picture the user kept, in the source image's pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bits of a canvas this needs, so that a test can pass its own. */
export interface PngCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(done: (blob: Blob | null) => void, type: string): void;
}

/**
 * Draws the kept area of a picture onto a `size`×`size` canvas and resolves with it as a PNG
 * ([picture-crop]: profile pictures are saved as 220 by 220 PNGs).
 *
 * @example
 * const png = await croppedPng(image, { x: 10, y: 0, width: 400, height: 400 });
 */
export function croppedPng(
  image: CanvasImageSource,
  area: CropArea,
  size = 220,
  createCanvas: () => PngCanvas = () => document.createElement('canvas'),
): Promise<Blob> {
  const canvas = createCanvas();
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.reject(new Error('This browser cannot draw pictures'));
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob === null ? reject(new Error('The picture could not be saved')) : resolve(blob)), 'image/png');
  });
}
