#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, with the time of each step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['typecheck', 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['--no-install', 'biome', 'ci', '.']],
  ['unit tests', 'npx', ['--no-install', 'vitest', 'run']],
  [
    'server tests on PostgreSQL',
    'bash',
    ['scripts/with-postgres.sh', 'npx', '--no-install', 'vitest', 'run', 'packages/server'],
  ],
  ['library build', 'npm', ['run', 'build', '--workspace', '@app/ui']],
  ['package checks', 'node', ['scripts/check-package.mjs']],
  ['shell build', 'npm', ['run', 'build', '--workspace', '@app/app']],
  ['size budgets (bench --sizes)', 'node', ['bench/run.mjs', '--sizes', '--no-build']],
  ['stories (play, axe, visual)', 'node', ['scripts/test-stories.mjs']],
  ['end-to-end (npm start in Chromium)', 'node', ['scripts/test-e2e.mjs']],
];

const root = new URL('..', import.meta.url).pathname;
const timings = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ all checks passed\n  ${timings.join('\n  ')}`);
