import type { FileStorage } from './FileStorage';
import type { FileUrlSigner } from './createFileUrlSigner';

/**
 * The storage with signed addresses: `urlOf` appends `?expires=&signature=` to the storage's own
 * address, so that `/files/<key>` (registerFileRoutes) serves a file only to whoever an
 * authorized operation handed its address to. Everything else goes to `storage` unchanged.
 *
 * @example
 * const files = signedFileUrls(createLocalFileStorage('.data/files'), createFileUrlSigner(secret, clock));
 * files.urlOf('profile-pictures/7-ab12.png'); // '/files/profile-pictures/7-ab12.png?expires=...&signature=...'
 */
export function signedFileUrls(storage: FileStorage, signer: FileUrlSigner): FileStorage {
  return {
    put: (key, bytes, contentType) => storage.put(key, bytes, contentType),
    putStream: (key, source, contentType) => storage.putStream(key, source, contentType),
    move: (from, to) => storage.move(from, to),
    get: (key) => storage.get(key),
    open: (key) => storage.open(key),
    remove: (key) => storage.remove(key),
    urlOf: (key) => `${storage.urlOf(key)}?${signer.query(key)}`,
  };
}
