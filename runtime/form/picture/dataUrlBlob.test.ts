import { describe, expect, it } from 'vitest';
import { dataUrlBlob } from './dataUrlBlob';

describe('dataUrlBlob', () => {
  it('decodes a base64 data URL with its type, without fetching it', async () => {
    const blob = dataUrlBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('decodes a percent-encoded data URL', async () => {
    const blob = dataUrlBlob('data:text/plain,a%20b');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('a b');
  });
});
