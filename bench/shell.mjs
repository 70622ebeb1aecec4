// Shell cost (issue 8.2): the JavaScript and CSS loaded before interaction on /, /auth and
// /pricing, read from Vite's manifest (deterministic), against the floor: a bare React + TanStack
// Router + TanStack Query app built by the same Vite config in the same run.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const configFile = join(root, 'packages/app/vite.config.ts');
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

export const shellBudgets = {
  /** `/` may load at most this multiple of the floor. */
  homeOverFloor: 1.2,
  /** Every lazily loaded chunk. */
  lazyChunk: 40 * 1024,
};

/** The source modules each measured route loads lazily once matched (its page component). */
export const routeModules = {
  '/': [/src\/chat\/ChatPage\.tsx$/],
  '/auth': [/src\/routes\/AuthPage\.tsx$/],
  '/pricing': [/src\/routes\/PricingPage\.tsx$/],
};

async function viteBuild(appRoot, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile,
    root: appRoot,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function sizeOf(outDir, files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const bytes = gzip(readFileSync(join(outDir, file)));
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css, total: js + css };
}

/** A chunk and everything it imports statically, with their CSS. */
function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

export async function measureFloor() {
  const outDir = join(root, 'bench/.work/floor');
  await viteBuild(join(root, 'bench/floor'), outDir);
  const files = readdirSync(join(outDir, 'assets')).map((file) => `assets/${file}`);
  return sizeOf(outDir, files);
}

export async function measureShell() {
  const outDir = join(root, 'bench/.work/shell');
  const manifest = await viteBuild(join(root, 'packages/app'), outDir);
  // The shell's entry: index.html (offline.html is a second, separate input: the offline document).
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(manifest, [entryKey]);
  const routes = {};
  for (const [path, patterns] of Object.entries(routeModules)) {
    const keys = Object.keys(manifest).filter((key) => patterns.some((pattern) => pattern.test(key)));
    const files = closure(manifest, keys, new Set(initial));
    routes[path] = { ...sizeOf(outDir, [...files]), modules: keys, found: keys.length > 0 };
  }
  const lazyChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ source: key, file: chunk.file, ...sizeOf(outDir, [chunk.file, ...(chunk.css ?? [])]) }))
    .sort((a, b) => b.js - a.js);
  return { entry: sizeOf(outDir, [...initial]), routes, lazyChunks };
}
