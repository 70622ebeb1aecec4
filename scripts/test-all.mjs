#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, with the time of each step.
import { spawn } from 'node:child_process';

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
  ['consumer app (npm pack into a Vite app)', 'node', ['scripts/check-consumer.mjs']],
  ['shell build', 'npm', ['run', 'build', '--workspace', '@app/app']],
  ['size budgets (bench --sizes)', 'node', ['bench/run.mjs', '--sizes', '--no-build']],
  // Together: the end-to-end run spends about half its time waiting on the network and the page,
  // which the story run's CPU fills (measured here: 14.4 min together against 16.3 one after the
  // other). The second's output is held and printed when both are done, so neither log interleaves.
  [
    ['stories (play, axe, visual)', 'node', ['scripts/test-stories.mjs']],
    ['end-to-end (npm start in Chromium)', 'node', ['scripts/test-e2e.mjs']],
  ],
];

const root = new URL('..', import.meta.url).pathname;
const started = performance.now();
const timings = [];
const failures = [];

const tailLines = 200;
/** The last lines of each failed step, printed again at the very end so CI's tail shows them. */
const failedTails = [];

/**
 * Runs one step. Its output is printed as it comes, or collected in `held` to print later; either
 * way the last lines are kept in case the step fails.
 */
function runStep([name, cmd, args], held) {
  const stepStarted = performance.now();
  let tail = '';
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        if (held) held.push(chunk);
        else out.write(chunk);
        tail = (tail + chunk.toString()).slice(-200_000);
      });
    }
    const finish = (code) => {
      const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
      timings.push(`${name}: ${seconds} s`);
      if (code !== 0) {
        failures.push(`${name} failed (${seconds} s)`);
        failedTails.push([name, tail.split('\n').slice(-tailLines).join('\n')]);
      }
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(error);
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

for (const step of steps) {
  if (typeof step[0] === 'string') {
    console.log(`\n=== ${step[0]} ===`);
    await runStep(step);
  } else {
    const [first, ...rest] = step;
    console.log(`\n=== ${step.map(([name]) => name).join(' + ')} (together) ===`);
    const heldOutputs = rest.map(() => []);
    await Promise.all([runStep(first), ...rest.map((other, index) => runStep(other, heldOutputs[index]))]);
    rest.forEach(([name], index) => {
      console.log(`\n=== ${name} (its output) ===`);
      process.stdout.write(Buffer.concat(heldOutputs[index]));
    });
  }
  if (failures.length > 0) {
    for (const [name, tail] of failedTails) {
      console.error(`\n=== ${name}: its last ${tailLines} lines, again ===\n${tail}`);
    }
    console.error(`\n✗ ${failures.join('; ')}`);
    process.exit(1);
  }
}
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n✓ all checks passed in ${total} s\n  ${timings.join('\n  ')}`);
