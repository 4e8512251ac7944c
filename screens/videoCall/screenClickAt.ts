/**
 * Where a click fell on the patient's screen, as percentages of its width and height (one
 * decimal), the values of screen_click ([video-screen-click]).
 *
 * @example
 * screenClickAt({ left: 0, top: 0, width: 200, height: 400 }, 50, 100); // { xPercentage: 25, yPercentage: 25 }
 */
export function screenClickAt(
  area: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { xPercentage: number; yPercentage: number } {
  const percent = (offset: number, size: number) => (size <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((offset / size) * 1000) / 10)));
  return { xPercentage: percent(clientX - area.left, area.width), yPercentage: percent(clientY - area.top, area.height) };
}
