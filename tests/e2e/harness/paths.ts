// Where things are: the repository root and the folder for screenshots and logs (gitignored).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const resultsDir = join(repoRoot, 'test-results', 'e2e');
