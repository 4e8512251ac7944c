/**
 * Black or white, whichever reads better on a tile of colour `hex` (#rrggbb), so that a tile's
 * text keeps its contrast on any template colour ([rtm-tile-colour]).
 *
 * @example
 * tileTextColour('#ffeb3b'); // '#000000'
 */
export function tileTextColour(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const channel = parseInt(part ?? '0', 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): black wins above ~0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
