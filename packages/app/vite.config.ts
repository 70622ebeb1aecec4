import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Stamps dist/sw.js (copied from public/) with this build's version and the files of the first
 * load (the entry, its static imports and their CSS), so each build precaches its own assets and
 * drops older caches. Never a page: pages are rendered per request.
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
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(template, 'utf8');
      const stamped = source.replace(
        /const BUILD = \{[^}]*\};/,
        `const BUILD = ${JSON.stringify({ version, precache })};`,
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
    serviceWorkerStamp(),
  ],
  resolve: {
    // The shell reads @app/ui from source, so one build shows the library as it is in the tree.
    alias: [
      { find: /^@app\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
      { find: /^@app\/ui\/styles\.css$/, replacement: fromRoot('packages/ui/src/styles.ts') },
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
