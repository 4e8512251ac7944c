import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './FileStorage';

/** The URL prefix under which registerFileRoutes serves stored files. */
export const filesUrlPrefix = '/files/';

// firmware and user guides: PDF guides and firmware images (bin) besides the pictures; licences
// and bug reports: PDF documents and zipped attachments.
const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  bin: 'application/octet-stream',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  // A Twilio call's recording: its audio-only mp4 composition.
  m4a: 'audio/mp4',
};

const contentTypeOf = (key: string): string => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Keys are simple relative paths: folders and names of letters, digits, dashes and dots. */
export function isValidFileKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[a-zA-Z0-9-]+)*\.(png|jpe?g|pdf|bin|zip|mp3|m4a)$/.test(key);
}

/**
 * File storage on the local disk under `root` (by default `<data dir>/files`), served back at
 * `/files/<key>` (buildServer signs these addresses: see signedFileUrls). Keys are checked so that
 * no key can leave `root`; uploads are written as they arrive (`putStream`) and renamed into place
 * (`move`), so no upload is held in memory whole.
 *
 * @example
 * const files = createLocalFileStorage('.data/files');
 * await files.put('profile-pictures/7-ab12.png', png, 'image/png');
 * files.urlOf('profile-pictures/7-ab12.png'); // '/files/profile-pictures/7-ab12.png'
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isValidFileKey(key)) throw new Error(`invalid file key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`file key outside the storage root: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const sink = createWriteStream(path);
      try {
        await pipeline(source, sink);
      } catch (error) {
        // The file opens asynchronously: removed before the sink has closed, it could be created
        // again (empty) after the removal.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(path, { force: true });
        throw error;
      }
      return size;
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
    async get(key) {
      if (!isValidFileKey(key)) return null;
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      if (!isValidFileKey(key)) return null;
      const path = pathOf(key);
      try {
        const found = await stat(path);
        if (!found.isFile()) return null;
        return { stream: createReadStream(path), size: found.size, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf: (key) => `${filesUrlPrefix}${key}`,
  };
}
