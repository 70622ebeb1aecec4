#!/usr/bin/env node
// `npm run bench`: builds what it needs, measures the library, the shell, the chat at scale, the
// starfield, Lighthouse and the server side by side with their floors, writes bench/report.md and
// bench/report.json, and exits non-zero when a budget is missed.
//   --no-build  reuse packages/ui/dist (npm test has just built it)
//   --sizes   only the deterministic part (library and shell sizes), written to bench/.work/;
//             this is what `npm test` runs in CI. Timings run on demand.
//   --only=PART,...  only these parts, written to bench/.work/report-only.{md,json} (the full
//             report in bench/ stays the last full run): sizes (library and shell), chat (the chat
//             at scale, with a streamed reply), starfield, lighthouse, server (streaming latency and
//             load). E.g. `node bench/run.mjs --only=chat,server`.
//   --help    this text
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatBudgets, measureInBrowser, starfieldBudget } from './browser.mjs';
import { libraryBudgets, measureLibrary } from './library.mjs';
import { renderReport } from './report.mjs';
import { streamBudgets } from './server.mjs';
import { measureFloor, measureShell, shellBudgets } from './shell.mjs';

const root = new URL('..', import.meta.url).pathname;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  const source = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  console.log(
    source
      .slice(
        1,
        source.findIndex((line) => line.startsWith('import')),
      )
      .map((line) => line.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(0);
}
const parts = ['sizes', 'chat', 'starfield', 'lighthouse', 'server'];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const only = onlyArgument ? onlyArgument.slice('--only='.length).split(',').filter(Boolean) : null;
for (const part of only ?? [])
  if (!parts.includes(part)) {
    console.error(`bench: unknown part "${part}" in --only (parts: ${parts.join(', ')})`);
    process.exit(2);
  }
const sizesOnly = process.argv.includes('--sizes');
const runs = (part) => (only ? only.includes(part) : part === 'sizes' || !sizesOnly);
const skipLibraryBuild = process.argv.includes('--no-build');
const started = Date.now();
const step = (name) => console.log(`bench: ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const report = {
  generatedAt: new Date().toISOString(),
  mode: only ? `only ${only.join(',')}` : sizesOnly ? 'sizes' : 'full',
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  budgets: {
    library: libraryBudgets,
    shell: shellBudgets,
    chat: chatBudgets,
    starfield: starfieldBudget,
    streaming: streamBudgets,
  },
};

if (runs('sizes')) {
  if (!skipLibraryBuild) {
    step('building @app/ui');
    run('npm', ['run', 'build', '--workspace', '@app/ui'], { FORCE_COLOR: '0' });
  }
  step('library cost');
  report.library = await measureLibrary();
  step('shell cost and its floor');
  report.floor = await measureFloor();
  report.shell = await measureShell();
}

if (runs('chat') || runs('starfield')) {
  step(
    `${[runs('chat') && 'chat at scale', runs('starfield') && 'starfield'].filter(Boolean).join(' and ')} (Chromium)`,
  );
  report.browser = await measureInBrowser({ chat: runs('chat'), starfield: runs('starfield') });
}
if (runs('lighthouse') || runs('server')) {
  const { withServer } = await import('./server.mjs');
  await withServer(async (server) => {
    if (runs('lighthouse')) {
      step('Lighthouse (5 runs per page)');
      const { measureLighthouse } = await import('./lighthouse.mjs');
      report.lighthouse = await measureLighthouse(server.url);
    }
    if (runs('server')) {
      step('server: time to the first streamed text');
      report.streaming = await server.measureStreaming();
      step('server load');
      report.server = await server.measureLoad();
    }
  });
}

const { markdown, misses } = renderReport(report);
report.misses = misses.map((miss) => miss.text);
const outDir = sizesOnly || only ? join(root, 'bench/.work') : join(root, 'bench');
const outName = only ? 'report-only' : 'report';
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, `${outName}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(outDir, `${outName}.md`), markdown);
step(`report written to ${join(outDir, `${outName}.md`)}`);
if (misses.length === 0) {
  console.log('bench: every budget holds');
} else if (!sizesOnly || only) {
  console.error(`bench: ${misses.length} budget(s) missed:\n  ${misses.map((miss) => miss.text).join('\n  ')}`);
  process.exit(1);
} else {
  // CI's gate: a miss recorded in known-misses.json (with its reason and fix) may stand, but never
  // grow by more than 1 %; any other miss fails, and so does a recorded miss that now holds (the
  // record must then be removed, so the list stays true).
  const known = JSON.parse(readFileSync(join(root, 'bench/known-misses.json'), 'utf8'));
  const failures = [];
  for (const miss of misses) {
    const record = known[miss.key];
    if (!record) failures.push(`${miss.text} (not a recorded miss)`);
    else if (miss.value > record.recorded * 1.01)
      failures.push(`${miss.text} (worse than the recorded ${record.recorded})`);
    else console.warn(`bench: known miss, ${miss.text}: ${record.why}`);
  }
  for (const key of Object.keys(known))
    if (!misses.some((miss) => miss.key === key))
      failures.push(`${key} now holds its budget: remove it from bench/known-misses.json`);
  if (failures.length > 0) {
    console.error(`bench: size budgets failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('bench: no size budget missed beyond the recorded, explained misses');
}
