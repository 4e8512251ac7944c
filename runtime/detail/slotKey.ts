import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelSlot } from '../../src/generated/spec-types';

/**
 * The key of a detail screen's slot: its registry `panel`, or the `name` of the region the spec
 * builds (the linter keeps both unique on a screen); the region's anchor is `panel-<key>`.
 *
 * @example
 * slotKey({ name: 'currentProgress', title: 'Current Progress', card: { fields: [] } }); // 'currentProgress'
 */
export function slotKey(slot: Compiled<PanelSlot>): string {
  return slot.panel ?? slot.name ?? slot.title;
}
