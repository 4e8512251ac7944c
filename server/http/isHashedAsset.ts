import { relative, sep } from 'node:path';

/**
 * Whether `filePath` is one of the built portal's `assets/` files, which Vite names by the hash of
 * their content (a new build gives a changed file a new name), so they may be cached for good.
 *
 * @example
 * isHashedAsset('/srv/dist', '/srv/dist/assets/index-CB5iM906.js'); // true
 * isHashedAsset('/srv/dist', '/srv/dist/index.html'); // false
 */
export function isHashedAsset(portalDir: string, filePath: string): boolean {
  // A path outside portalDir comes out of relative() starting with '..', never with 'assets'.
  return relative(portalDir, filePath).startsWith(`assets${sep}`);
}
