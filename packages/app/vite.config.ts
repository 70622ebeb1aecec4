import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const appRoot = fileURLToPath(new URL('.', import.meta.url));

/** The person-free offline document (the worker's answer to a navigation without a network). */
const offlineDocument = 'offline.html';
const offlineEntry = 'offline';

/**
 * The static "Today" document, offline.html, with its own small entry (src/offline/main.ts): a
 * second input of the shell's client build, outside the router and the shell's gated entry. A
 * script input, not an HTML one, and the document written here: Vite gives every HTML input its
 * module-preload polyfill, which would then be a chunk shared with (and split out of) the shell's
 * entry. Only for this package's root: the benchmark builds other roots with this config.
 */
function offlineDocumentInput(): Plugin {
  return {
    name: 'moonheart-offline-document',
    apply: 'build',
    config(config, { isSsrBuild }) {
      if (isSsrBuild || resolve(config.root ?? process.cwd()) !== resolve(appRoot)) return;
      return {
        build: {
          rollupOptions: {
            input: { index: join(appRoot, 'index.html'), [offlineEntry]: join(appRoot, 'src/offline/main.ts') },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === offlineEntry,
      );
      if (entry?.type !== 'chunk') return;
      const styles = new Set<string>();
      const preloads = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) {
          if (preloads.has(imported)) continue;
          preloads.add(imported);
          visit(imported);
        }
      };
      visit(entry.fileName);
      // The site's fonts: the shell's own font stylesheet, linked (importing src/fonts.ts would
      // change its chunk, which the server reads as a stylesheet alone). Their files come from the
      // worker's cache when an online visit loaded them, else the metric-matched fallback shows.
      const fonts = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === join(appRoot, 'src/fonts.ts'),
      );
      if (fonts?.type === 'chunk') for (const css of fonts.viteMetadata?.importedCss ?? []) styles.add(css);
      const source = [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '    <meta name="robots" content="noindex" />',
        '    <title>Today’s sky (offline) · Moonheart</title>',
        ...[...styles].map((file) => `    <link rel="stylesheet" href="/${file}" />`),
        ...[...preloads].map((file) => `    <link rel="modulepreload" href="/${file}" />`),
        `    <script type="module" src="/${entry.fileName}"></script>`,
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '  </body>',
        '</html>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: offlineDocument, source });
    },
  };
}

/**
 * Stamps dist/sw.js (copied from public/) with this build's version and the files of the first
 * load (each entry, its static imports and their CSS), so each build precaches its own assets and
 * drops older caches. Never a rendered page: pages are rendered per request. The one document it
 * precaches is the static, person-free offline.html (named as `offline`), when the build has it.
 */
function serviceWorkerStamp(): Plugin {
  let outDir = 'dist';
  let template = '';
  let precache: string[] = [];
  return {
    name: 'moonheart-service-worker-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      if (!outDir.startsWith('/')) outDir = join(config.root, outDir);
      // The template is public/sw.js itself, never the copy in dist (which may be an earlier stamp).
      template = join(config.publicDir, 'sw.js');
    },
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type === 'chunk') {
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) visit(imported);
        }
      };
      for (const [fileName, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
      precache = [...files].sort().map((file) => `/${file}`);
    },
    closeBundle() {
      const path = join(outDir, 'sw.js');
      // The benchmark builds other roots (its floor app, its harness) with this config: no worker.
      if (!existsSync(path)) return;
      // The offline document (offlineDocumentInput) is on disk once the bundle is written.
      const offline = existsSync(join(outDir, offlineDocument)) ? `/${offlineDocument}` : null;
      if (offline) {
        // The document and every file it links (its fonts' stylesheet is no import of an entry).
        const linked = [
          ...readFileSync(join(outDir, offlineDocument), 'utf8').matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g),
        ];
        precache = [...new Set([...precache, offline, ...linked.map((match) => match[1] as string)])].sort();
      }
      // Only what was written: a stylesheet-only chunk (vanilla-extract's `*.css.ts.vanilla`) is in
      // the bundle when it is walked but dropped before writing, and one missing file fails the
      // worker's install (offline then never works).
      precache = precache.filter((file) => existsSync(join(outDir, file.slice(1))));
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(template, 'utf8');
      const stamped = source.replace(
        /const BUILD = \{[^}]*\};/,
        `const BUILD = ${JSON.stringify({ version, precache, offline })};`,
      );
      if (stamped === source) throw new Error('sw.js: the BUILD line was not found');
      writeFileSync(path, stamped);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The shell speaks en-US (its I18nProvider): react-aria's strings for every other locale
    // would otherwise ride in the entry chunk.
    optimizeLocales.vite({ locales: ['en-US'] }),
    vanillaExtractPlugin(),
    react(),
    offlineDocumentInput(),
    serviceWorkerStamp(),
  ],
  resolve: {
    // The shell reads @app/ui from source, so one build shows the library as it is in the tree.
    alias: [
      { find: /^@app\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
      { find: /^@app\/ui\/styles\.css$/, replacement: fromRoot('packages/ui/src/styles.ts') },
      { find: /^@app\/ui\/reset\.css$/, replacement: fromRoot('packages/ui/src/reset.ts') },
    ],
  },
  // The server puts the stylesheets inline (entry-server.tsx); TanStack Router's head then adopts
  // the inline <style> the page came with when it hydrates, instead of rendering an empty one.
  define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: isSsrBuild
    ? // The server's renderer (dist-server/entry-server.js): outside dist, so it is never served as a file.
      { target: 'node20', outDir: 'dist-server', copyPublicDir: false, sourcemap: true }
    : // The manifest names each source's built chunk and CSS: the server links them into the page it renders.
      { target: 'es2022', sourcemap: true, manifest: true },
  ssr: {
    // Workspace packages are TypeScript sources (and react-aria's CSS-free ESM is fine as is).
    noExternal: [/^@app\//],
  },
}));
