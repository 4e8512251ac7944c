import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
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

  it('writes a stream as it arrives, renames it into place and serves it back as a stream', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cadence-files-'));
    roots.push(root);
    const files = createLocalFileStorage(root);
    const chunks = [Buffer.from('%PDF-1.4\n'), Buffer.alloc(70_000, 7), Buffer.from('%%EOF')];
    expect(await files.putStream('uploads/ab12.bin', Readable.from(chunks), 'application/pdf')).toBe(70_014);
    await files.move('uploads/ab12.bin', 'user-guides/cd34.pdf');
    expect(await files.get('uploads/ab12.bin')).toBeNull();
    const opened = await files.open('user-guides/cd34.pdf');
    expect(opened).toMatchObject({ size: 70_014, contentType: 'application/pdf' });
    const read: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
    expect(await files.open('user-guides/none.pdf')).toBeNull();
  });

  it('leaves no file behind when the stream fails', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cadence-files-'));
    roots.push(root);
    const files = createLocalFileStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('cut short'));
      },
    });
    await expect(files.putStream('uploads/ef56.bin', failing, 'application/octet-stream')).rejects.toThrow('cut short');
    expect(await files.get('uploads/ef56.bin')).toBeNull();
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
