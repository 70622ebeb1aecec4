#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook to Chromatic. It needs CHROMATIC_PROJECT_TOKEN;
// without one it says so and stops. The local visual tests (`npm test`) stay the default check.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic needs a Chromatic project token.',
      'Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project settings) and run it again:',
      '  CHROMATIC_PROJECT_TOKEN=... npm run chromatic',
      'Without one, the local visual tests are the check: npm run test:stories',
    ].join('\n'),
  );
  process.exit(1);
}

const build = spawnSync('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', 'storybook-static'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'npx',
  [
    '--no-install',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
