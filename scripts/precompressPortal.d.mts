/** Compresses every compressible file of `dir` of at least 1 KB into `<file>.br` and `<file>.gz`. */
export function precompressPortal(dir: string): Promise<{ files: number; rawBytes: number; brotliBytes: number; gzipBytes: number }>;
