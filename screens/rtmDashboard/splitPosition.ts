/** The narrowest either side of the split may get, in percent of the width. */
export const minSidePercent = 20;
/** How far an arrow key moves the divider, in percent. */
export const keyStepPercent = 5;

/**
 * A split position kept between {@link minSidePercent} and 100 - {@link minSidePercent}.
 *
 * @example
 * clampSplit(95); // 80
 */
export function clampSplit(percent: number): number {
  return Math.min(100 - minSidePercent, Math.max(minSidePercent, Math.round(percent)));
}

/**
 * Where a key moves the divider ([rtm-side-panel-split]): arrows by 5 %, Home and End to the ends;
 * undefined for any other key.
 *
 * @example
 * splitAfterKey(70, 'ArrowLeft'); // 65
 */
export function splitAfterKey(percent: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSplit(percent - keyStepPercent);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSplit(percent + keyStepPercent);
    case 'Home':
      return minSidePercent;
    case 'End':
      return 100 - minSidePercent;
    default:
      return undefined;
  }
}

/**
 * The split position of a pointer at `x` over a container from `left` spanning `width` pixels.
 *
 * @example
 * splitAtPointer(600, 0, 1000); // 60
 */
export function splitAtPointer(x: number, left: number, width: number): number {
  return width <= 0 ? 50 : clampSplit(((x - left) / width) * 100);
}
