import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { TileActor } from '../../machines/rtmRoom/roomMachine';
import type { TileSummary } from '../../domain/rtmTile/tileUrgency';

/**
 * The id, status and sequence of every tile, kept current from the tile actors: the grid orders,
 * counts and filters by them. The answer changes (and the grid renders) only when one of those
 * changes, not on every progress push.
 *
 * @example
 * const summaries = useTileSummaries(room.tiles);
 */
export function useTileSummaries(tiles: Readonly<Record<number, TileActor>>): TileSummary[] {
  const cache = useRef<{ key: string; value: TileSummary[] }>({ key: '', value: [] });
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = Object.values(tiles).map((actor) => actor.subscribe(onChange));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [tiles],
  );
  const read = useCallback(() => {
    const value = Object.values(tiles).map((actor): TileSummary => {
      const { id, status, sequence } = actor.getSnapshot().context.tile;
      return { id, status, sequence };
    });
    const key = value.map(({ id, status, sequence }) => `${String(id)}:${status}:${String(sequence)}`).join(',');
    if (key !== cache.current.key) cache.current = { key, value };
    return cache.current.value;
  }, [tiles]);
  return useSyncExternalStore(subscribe, read, read);
}
