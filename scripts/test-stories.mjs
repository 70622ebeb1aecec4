#!/usr/bin/env node
// Builds the static Storybook, serves it on loopback and runs @storybook/test-runner against it in
// Debian's Chromium: play functions, axe (WCAG 2.2 AA) and the visual baselines in both themes.
//   --update     refresh the visual baselines on purpose (say why in the commit); after a review
//                (npm run visual:review), applies its decisions instead: accepted shots only
//   --new        write the baselines that are missing (a new story, a new width) and compare the rest
//   --no-build   reuse storybook-static/
//   --out DIR    build into and serve DIR instead of storybook-static/
//   anything else is passed to test-storybook (e.g. a story file filter)
// STORIES=glob[,glob] narrows the Storybook build (see .storybook/main.ts).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { baselineDir, changedShots, decisionsFile, diffDir, newShotDir, readDecisions } from './visual-review.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const writeMissing = args.includes('--new');
const skipBuild = args.includes('--no-build');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
const passThrough = args.filter(
  (a, i) => !['--update', '--new', '--no-build'].includes(a) && i !== outIndex && i !== outIndex + 1,
);
const root = new URL('..', import.meta.url).pathname;

if (update) {
  const decisions = readDecisions();
  const marked = Object.keys(decisions);
  if (marked.length > 0) {
    // A review's decisions: the accepted shots become the baselines; nothing is run again.
    const changed = new Set(changedShots().map((shot) => shot.identifier));
    let accepted = 0;
    for (const [identifier, mark] of Object.entries(decisions)) {
      if (mark !== 'accept' || !changed.has(identifier)) continue;
      copyFileSync(join(newShotDir, `${identifier}.png`), join(baselineDir, `${identifier}.png`));
      rmSync(join(newShotDir, `${identifier}.png`));
      accepted += 1;
    }
    rmSync(decisionsFile);
    console.log(`Review applied: ${accepted} baseline(s) replaced, ${marked.length - accepted} left as they were.`);
    process.exit(0);
  }
}
// The shots of an earlier run are not this run's to review.
rmSync(newShotDir, { recursive: true, force: true });
rmSync(diffDir, { recursive: true, force: true });

const chromium = spawnSync('bash', [`${root}scripts/ensure-chromium.sh`], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

if (!skipBuild) {
  const built = spawnSync('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { server, url } = await serveStatic(outDir.startsWith('/') ? outDir : `${root}${outDir}`);
const runnerArgs = ['--no-install', 'test-storybook', '--url', url, '--maxWorkers=2', ...passThrough];
// In CI mode a missing baseline fails instead of being written; outside it Jest writes it.
if (update) runnerArgs.push('-u');
else if (!writeMissing) runnerArgs.push('--ci');
const runner = spawn('npx', runnerArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...(update ? { STORY_BASELINES_UPDATE: '1' } : {}) },
});
runner.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
