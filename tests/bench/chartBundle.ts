// What the session charts cost to download: the chunk that holds Plotly (screens/sessions/
// SessionPlot.tsx, imported lazily) and the chunks it imports statically, less those the portal's
// entry already loads, gzip-compressed the way a server would send them (as loginBundle.ts sizes
// the login route). Read from the built portal (dist/), where Vite names a lazily imported
// module's chunk after it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScriptSize } from './loginBundle';

const staticImports = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;

/** Every chunk reachable from `first` by static imports (what loading it fetches). */
function reachable(assets: string, first: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const match of readFileSync(join(assets, name), 'utf8').matchAll(staticImports)) {
      if (match[1]) visit(match[1]);
    }
  };
  first.forEach(visit);
  return seen;
}

/**
 * The chart chunk and what it adds to the portal's entry chunks.
 *
 * @example
 * const { chunks } = measureChartChunk(join(repoRoot, 'dist'));
 */
export function measureChartChunk(distDir: string, entryPrefix = 'SessionPlot-'): { chunks: ScriptSize[]; sharedWithEntry: string[] } {
  const assets = join(distDir, 'assets');
  const chart = readdirSync(assets).find((name) => name.startsWith(entryPrefix) && name.endsWith('.js'));
  if (!chart) throw new Error(`no ${entryPrefix}*.js in ${assets}: build the portal first`);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1] ?? '');
  const shared = reachable(assets, entries.filter(Boolean));
  const chartChunks = [...reachable(assets, [chart])];
  // The chart's chunks that the entry loads anyway (the React runtime): Plotly must never be one.
  const sharedWithEntry = chartChunks.filter((name) => shared.has(name));
  const chunks = chartChunks
    .filter((name) => !shared.has(name))
    .map((name) => {
      const body = readFileSync(join(assets, name));
      return { path: `/assets/${name}`, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, sharedWithEntry };
}
