/** Files and folders whose change must rebuild the portal. */
export const portalSources: readonly string[];
/** A fingerprint of the portal's sources: their paths and contents. */
export function portalSourceFingerprint(root: string): string;
/** Records `fingerprint` as that of the sources `outDir` was built from. */
export function recordPortalFingerprint(outDir: string, fingerprint: string): void;
/** Why dist/ must be rebuilt, or null when it is up to date. */
export function portalStaleReason(root: string): string | null;
/** Runs `vite build` when dist/ is missing or stale (the build records the fingerprint); throws when the build fails. */
export function buildPortalIfStale(root: string, options?: { log?: (line: string) => void }): Promise<void>;
