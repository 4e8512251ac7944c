/** A rectangle on the page, as getBoundingClientRect answers it. */
export interface PageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a click fell on the patient's screen, as percentages of its width and height (one
 * decimal), the values of screen_click ([video-screen-click]).
 *
 * @example
 * screenClickAt({ left: 0, top: 0, width: 200, height: 400 }, 50, 100); // { xPercentage: 25, yPercentage: 25 }
 */
export function screenClickAt(area: PageRect, clientX: number, clientY: number): { xPercentage: number; yPercentage: number } {
  const percent = (offset: number, size: number) => (size <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((offset / size) * 1000) / 10)));
  return { xPercentage: percent(clientX - area.left, area.width), yPercentage: percent(clientY - area.top, area.height) };
}

/**
 * The part of a video element its picture fills when scaled to fit (`object-fit: contain`): the
 * whole element when the picture's size is not known yet, else centred with bars on two sides.
 *
 * @example
 * shownPicture({ left: 0, top: 0, width: 400, height: 400 }, 800, 400); // { left: 0, top: 100, width: 400, height: 200 }
 */
export function shownPicture(element: PageRect, pictureWidth: number, pictureHeight: number): PageRect {
  if (pictureWidth <= 0 || pictureHeight <= 0 || element.width <= 0 || element.height <= 0) return element;
  const scale = Math.min(element.width / pictureWidth, element.height / pictureHeight);
  const width = pictureWidth * scale;
  const height = pictureHeight * scale;
  return { left: element.left + (element.width - width) / 2, top: element.top + (element.height - height) / 2, width, height };
}

/**
 * Where a click on the shown patient's screen fell within the picture itself (not its bars), as
 * screen_click's percentages; null when it fell on a bar beside the picture.
 *
 * @example
 * pictureClickAt({ left: 0, top: 0, width: 400, height: 400 }, 800, 400, 100, 150); // { xPercentage: 25, yPercentage: 25 }
 * pictureClickAt({ left: 0, top: 0, width: 400, height: 400 }, 800, 400, 100, 50); // null: the bar above
 */
export function pictureClickAt(
  element: PageRect,
  pictureWidth: number,
  pictureHeight: number,
  clientX: number,
  clientY: number,
): { xPercentage: number; yPercentage: number } | null {
  const picture = shownPicture(element, pictureWidth, pictureHeight);
  const inside =
    clientX >= picture.left && clientX <= picture.left + picture.width && clientY >= picture.top && clientY <= picture.top + picture.height;
  return inside ? screenClickAt(picture, clientX, clientY) : null;
}
