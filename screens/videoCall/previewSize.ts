import { constants } from '../../src/generated/catalog';

/** Safari, and not a Chromium or Android browser that also names Safari in its user agent. */
const safari = /^((?!chrome|chromium|android|crios|fxios).)*safari/i;

/**
 * The size of the camera preview ([video-preview-size]): 320x320, but 240 high on Safari, whose
 * camera picture would otherwise be letterboxed.
 *
 * @example
 * previewSize(navigator.userAgent); // { width: 320, height: 320 } in Chromium
 */
export function previewSize(userAgent: string): { width: number; height: number } {
  const width = constants.videoPreviewSize;
  return { width, height: safari.test(userAgent) ? constants.videoPreviewSafariHeight : width };
}
