import { Loader, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import type { PanelData } from './usePanelData';

/**
 * What a region of a detail screen shows instead of its record, chart or form: nothing when the
 * user may not load it, a loader while it loads, the catalogue's `panelLoadFailed` when the call
 * failed, and the region's `empty` text (`emptyList` when absent) when there is nothing to show.
 *
 * @example
 * if (data.state !== 'ready' || data.data == null) return <PanelDataState data={data} empty={card.empty} />;
 */
export function PanelDataState({ data, empty }: { data: PanelData; empty: string | undefined }) {
  switch (data.state) {
    case 'denied':
      return null;
    case 'loading':
      return <Loader size="sm" aria-label={message('panelLoading')} />;
    case 'failed':
      return (
        <Text role="alert" c="red" size="sm">
          {message('panelLoadFailed')}
        </Text>
      );
    case 'ready':
      return (
        <Text role="status" c="dimmed" size="sm">
          {empty ?? message('emptyList')}
        </Text>
      );
  }
}
