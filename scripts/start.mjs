#!/usr/bin/env node
// `npm start`: builds what is missing or stale (the shell and its server renderer with Vite, the
// server with esbuild), then serves the shell (rendered per request) and its API on one port:
// http://127.0.0.1:3000 (PORT and HOST change it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const at = (...parts) => join(root, ...parts);

/** The newest modification time of the files under these paths (0 when none exist). */
function newest(...paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist' && !entry.startsWith('.')) visit(join(path, entry));
      }
    } else if (!/\.(test|stories)\.tsx?$/.test(path)) {
      latest = Math.max(latest, info.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return latest;
}

const isStale = (output, ...inputs) => !existsSync(output) || statSync(output).mtimeMs < newest(...inputs);

function run(label, command, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

// The shell's client build and its server renderer (packages/app/dist-server), built together.
const shellIndex = at('packages/app/dist/index.html');
if (
  !existsSync(at('packages/app/dist-server/entry-server.js')) ||
  isStale(
    shellIndex,
    at('packages/app/src'),
    at('packages/app/index.html'),
    at('packages/app/public'),
    at('packages/app/vite.config.ts'),
    at('packages/ui/src'),
    at('packages/contract/src'),
    at('packages/sky/src'),
  )
) {
  run('Building the shell (packages/app/dist)', 'npm', ['run', 'build', '--workspace', '@app/app']);
}

const serverBundle = at('packages/server/dist/main.js');
if (isStale(serverBundle, at('packages/server/src'), at('packages/contract/src'), at('packages/sky/src'))) {
  console.log('\n> Bundling the server (packages/server/dist/main.js)');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [at('packages/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Workspace packages (TypeScript sources) are bundled; installed packages stay in node_modules
        // (PGlite loads its WebAssembly from there).
        name: 'external-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

// The product runs React and the router in their production builds: the development builds check
// every element and keep no manifest cache, and rendered a long conversation several times slower.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverBundle).href);
