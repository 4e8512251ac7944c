/**
 * The practice name as the header shows it ([header-practice-name-cut]): names longer than `max`
 * characters are cut at `max` and followed by an ellipsis.
 *
 * @example
 * cutPracticeName('Lakeside Orthopaedic and Sports Medicine Rehabilitation Center', 50);
 * // 'Lakeside Orthopaedic and Sports Medicine Rehabilit…'
 */
export function cutPracticeName(name: string, max: number): string {
  // Count code points, not UTF-16 units, so a name is never cut inside a character.
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}
