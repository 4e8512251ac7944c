import { describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/catalog';
import { clampSplit, splitAfterKey, splitAtPointer } from './splitPosition';

describe('the side panel split', () => {
  it('[rtm-side-panel-split] defaults to 70/30', () => {
    expect(constants.rtmProfileSplitPercent).toBe(70);
  });

  it('[rtm-side-panel-split] the divider follows the pointer, within bounds', () => {
    expect(splitAtPointer(600, 0, 1000)).toBe(60);
    expect(splitAtPointer(150, 100, 1000)).toBe(20);
    expect(splitAtPointer(990, 0, 1000)).toBe(80);
  });

  it('[rtm-side-panel-split] arrow keys move the divider 5 %, Home and End to the ends, other keys not at all', () => {
    expect(splitAfterKey(70, 'ArrowLeft')).toBe(65);
    expect(splitAfterKey(70, 'ArrowRight')).toBe(75);
    expect(splitAfterKey(80, 'ArrowRight')).toBe(80);
    expect(splitAfterKey(70, 'Home')).toBe(20);
    expect(splitAfterKey(70, 'End')).toBe(80);
    expect(splitAfterKey(70, 'a')).toBeUndefined();
    expect(clampSplit(3)).toBe(20);
  });
});
