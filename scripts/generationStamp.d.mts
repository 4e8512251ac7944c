/** A hash of the generator's inputs and its outputs as they are on disk now. */
export function generationFingerprint(root: string): string;
/** Notes that src/generated is what the specs produce. */
export function recordGeneration(root: string): void;
/** Whether neither the inputs nor the outputs changed since the last recorded generation. */
export function generationIsCurrent(root: string): boolean;
