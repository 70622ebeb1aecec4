#!/usr/bin/env node
// Checks @app/ui as a published package: publint, Are The Types Wrong (ESM only), and that a
// consumer importing one component does not pull in the others (tree-shaking).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const uiDir = new URL('../packages/ui/', import.meta.url).pathname;
const run = (cmd, args) => execFileSync(cmd, args, { cwd: uiDir, stdio: 'inherit' });

console.log('publint');
run('npx', ['--no-install', 'publint', '--strict']);

console.log('attw (ESM-only profile)');
run('npx', [
  '--no-install',
  'attw',
  '--pack',
  '.',
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  './styles.css',
  './reset.css',
]);

// Each probe imports one export and must not contain the marker of another component.
const markers = {
  MoonLogo: 'M32 42.5c', // the heart crater's path
  Loader: 'shooting-star', // a variant name
  ThemeToggle: 'M20.5 14.6A8.5', // the moon icon's path
};
const probes = [
  { name: 'MoonLogo', code: "import { MoonLogo } from '@app/ui'; console.log(MoonLogo);" },
  { name: 'Loader', code: "import { Loader } from '@app/ui'; console.log(Loader);" },
  { name: 'ThemeToggle', code: "import { ThemeToggle } from '@app/ui'; console.log(ThemeToggle);" },
];

const dir = mkdtempSync(join(tmpdir(), 'ui-treeshake-'));
let failed = false;
try {
  for (const probe of probes) {
    const entry = join(dir, `${probe.name}.js`);
    writeFileSync(entry, probe.code);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      minify: false,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
      nodePaths: [join(uiDir, '..', '..', 'node_modules')],
      logLevel: 'error',
    });
    const text = result.outputFiles[0].text;
    const leaked = Object.entries(markers)
      .filter(([name, marker]) => name !== probe.name && text.includes(marker))
      .map(([name]) => name);
    const bytes = Buffer.byteLength(text);
    if (!text.includes(markers[probe.name])) {
      // A probe that lacks its own marker proves nothing: the markers are stale.
      failed = true;
      console.error(`tree-shaking: the ${probe.name} probe lacks its own marker; update the markers`);
    } else if (leaked.length > 0) {
      failed = true;
      console.error(`tree-shaking: importing ${probe.name} also bundled ${leaked.join(', ')}`);
    } else {
      console.log(`tree-shaking: ${probe.name} alone bundles ${bytes} bytes, no other component`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
