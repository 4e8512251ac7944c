// The fingerprint of the last good generation: the logic lives in scripts/generationStamp.mjs,
// plain JavaScript, so that `npm start` and `npm run generate` check it without loading TypeScript
// support; the generator, the Vite plugin and their tests import it from here.
export { generationFingerprint, generationIsCurrent, recordGeneration } from '../scripts/generationStamp.mjs';
