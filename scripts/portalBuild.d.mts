/** Files and folders whose change must rebuild the portal. */
export const portalSources: readonly string[];
/** A fingerprint of the portal's sources: their paths and contents. */
export function portalSourceFingerprint(root: string): string;
/** Why dist/ must be rebuilt, or null when it is up to date. */
export function portalStaleReason(root: string): string | null;
/** Runs `vite build` when dist/ is missing or stale; throws when the build fails. */
export function buildPortalIfStale(root: string, options?: { log?: (line: string) => void }): Promise<void>;
