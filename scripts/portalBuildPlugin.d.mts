import type { Plugin } from 'vite';
/** Writes the brotli and gzip copies of the built portal and records its sources' fingerprint. */
export function portalBuildOutputs(): Plugin;
