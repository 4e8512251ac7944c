// The first bytes of a stored file, read without loading the rest (an upload can be large).
import type { FileStorage } from '../../adapters/files/FileStorage';

/**
 * Up to `length` first bytes of the file under `key`; null when there is no such file.
 *
 * @example
 * await readStoredPrefix(files, 'recordings/RM1/call-wav.bin', 256); // Buffer(256)
 */
export async function readStoredPrefix(files: FileStorage, key: string, length: number): Promise<Buffer | null> {
  const file = await files.open(key);
  if (file === null) return null;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file.stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      chunks.push(bytes);
      total += bytes.length;
      if (total >= length) break;
    }
  } finally {
    file.stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, length);
}
