import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, isValidFileKey } from './createLocalFileStorage';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe('createLocalFileStorage', () => {
  it('stores, reads back, serves at /files/ and removes a file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cadence-files-'));
    roots.push(root);
    const files = createLocalFileStorage(root);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await files.put('profile-pictures/7-ab12.png', bytes, 'image/png');
    expect(await files.get('profile-pictures/7-ab12.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(files.urlOf('profile-pictures/7-ab12.png')).toBe('/files/profile-pictures/7-ab12.png');
    await files.remove('profile-pictures/7-ab12.png');
    expect(await files.get('profile-pictures/7-ab12.png')).toBeNull();
  });

  it('refuses keys that could leave the storage folder', async () => {
    expect(isValidFileKey('../secret.png')).toBe(false);
    expect(isValidFileKey('profile-pictures/../../x.png')).toBe(false);
    expect(isValidFileKey('profile-pictures/x.exe')).toBe(false);
    const files = createLocalFileStorage(tmpdir());
    expect(await files.get('../etc/passwd')).toBeNull();
    await expect(files.put('../x.png', Buffer.from(''), 'image/png')).rejects.toThrow('invalid file key');
  });
});
