import { describe, expect, it } from 'vitest';
import type { TileStatus } from './rtmTile';
import { countByStatus, orderByUrgency, shownTiles, statusLooks, tileAction, type TileSummary } from './tileUrgency';

const tile = (id: number, status: TileStatus, sequence: number | null = null): TileSummary => ({ id, status, sequence });

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('tile urgency (issue 27, defect 3)', () => {
  it('orders the most urgent status first, by sequence within a status (null sequences last) [rtm-patient-update-push]', () => {
    const tiles = [
      tile(1, 'ANSWERED', 1),
      tile(2, 'COMPLETE', 2),
      tile(3, 'CALL_REQUIRED', null),
      tile(4, 'PENDING_INTERACTION', 4),
      tile(5, 'CALL_REQUIRED', 9),
      tile(6, 'INTERACTION_REQUESTED', 6),
    ];
    expect(orderByUrgency(tiles).map(({ id }) => id)).toEqual([5, 3, 6, 4, 2, 1]);
  });

  it('counts every status, 0 for those without a tile', () => {
    expect(countByStatus([tile(1, 'CALL_REQUIRED'), tile(2, 'CALL_REQUIRED'), tile(3, 'ANSWERED')])).toEqual({
      CALL_REQUIRED: 2,
      INTERACTION_REQUESTED: 0,
      PENDING_INTERACTION: 0,
      COMPLETE: 0,
      ANSWERED: 1,
    });
  });

  it('filters by one status, or shows all', () => {
    const tiles = [tile(1, 'ANSWERED', 1), tile(2, 'CALL_REQUIRED', 2), tile(3, 'CALL_REQUIRED', 1)];
    expect(shownTiles(tiles, 'CALL_REQUIRED').map(({ id }) => id)).toEqual([3, 2]);
    expect(shownTiles(tiles, 'all').map(({ id }) => id)).toEqual([3, 2, 1]);
    expect(shownTiles(tiles, 'COMPLETE')).toEqual([]);
  });

  it('gives each status its own colours, readable: white on the accent and the tile text on the tint at 4.5:1 or more', () => {
    const accents = Object.values(statusLooks).map(({ accent }) => accent);
    expect(new Set(accents).size).toBe(accents.length);
    for (const { accent, tint } of Object.values(statusLooks)) {
      expect(contrast('#ffffff', accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tint, '#212529')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('[rtm-click-starts-call] [rtm-click-complete-clears] the explicit action: Call for a tile asking for a call, Clear for a completed one, none for an answered one', () => {
    expect(tileAction('CALL_REQUIRED')).toBe('call');
    expect(tileAction('INTERACTION_REQUESTED')).toBe('call');
    expect(tileAction('PENDING_INTERACTION')).toBe('call');
    expect(tileAction('COMPLETE')).toBe('clear');
    expect(tileAction('ANSWERED')).toBeUndefined();
  });
});
