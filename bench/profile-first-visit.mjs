#!/usr/bin/env node
// Where a first visit's main-thread time goes, for chasing Lighthouse's TBT: the built shell on its
// server (as the bench runs it), Chromium at 4x CPU slowdown and a phone's screen, traced from
// navigation to 4 s after load. Prints every task over 50 ms with what the browser did in it
// (layout, style, script evaluation...), the self time by package or source file, and the app's
// and the library's functions that ran longest in it (source-mapped). Not a benchmark (no budget):
// a lens.
//   node bench/profile-first-visit.mjs [path] [runs]   (default / and 2; build first: npm run build)
//   BY_FILE=1 for self time by source file instead of package; TOP=n functions per task (5).
//   RATE=1 MIN=12.5: the page as Lighthouse observes it (no slowdown) with the tasks its simulation
//   counts (it multiplies each task by 4: over 12.5 ms here is over 50 ms there).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumFlags } from './browser.mjs';
import { withServer } from './server.mjs';

const path = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 2);
const top = Number(process.env.TOP ?? 5);
const rate = Number(process.env.RATE ?? 4);
const longTaskMs = Number(process.env.MIN ?? 50);
const assetsDir = new URL('../packages/app/dist/assets/', import.meta.url);
const browserWork = ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'v8.evaluateModule', 'FunctionCall', 'Commit'];

const maps = new Map();
/** The source file of a position in a built chunk, through its source map. */
function sourceOf(url, line, column) {
  const file = url.split('/assets/')[1];
  if (!file) return url ? 'inline' : '(native)';
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(new URL(`${file}.map`, assetsDir), 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  const source = maps.get(file)?.originalPositionFor({ line: line + 1, column }).source;
  return (source ?? file).replace(/^(\.\.\/)+/, '').replace('node_modules/', 'nm/');
}
const packageOf = (source) =>
  process.env.BY_FILE
    ? source
    : (source.match(/nm\/((@[^/]+\/)?[^/]+)/)?.[1] ?? source.split('/').slice(0, 3).join('/'));
const sum = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const largest = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ');

/** The renderer's main thread, its tasks and its CPU samples, from one trace. */
function mainThreadOf(events) {
  const busy = new Map();
  for (const event of events) if (event.name === 'RunTask') sum(busy, `${event.pid}:${event.tid}`, event.dur ?? 0);
  const [pid, tid] = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0]
    .split(':')
    .map(Number);
  const onMain = (event) => event.pid === pid && event.tid === tid;
  const profileId = events.find((event) => event.name === 'Profile' && onMain(event))?.id;
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid || event.id !== profileId) continue;
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index];
      samples.push([id, time]);
    });
  }
  return { onMain, nodes, samples };
}

await withServer(async (server) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      await context.close();

      const { onMain, nodes, samples } = mainThreadOf(events);
      const slices = events.filter((event) => event.ph === 'X' && onMain(event));
      const start = events.find((event) => event.name === 'navigationStart')?.ts ?? slices[0]?.ts ?? 0;
      const paint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? start;
      let blocking = 0;
      console.log(`run ${run + 1}: first contentful paint at ${((paint - start) / 1000).toFixed(0)} ms`);
      for (const task of slices.filter((event) => event.name === 'RunTask' && event.dur > longTaskMs * 1000)) {
        const end = task.ts + task.dur;
        if (task.ts >= paint) blocking += task.dur / 1000 - longTaskMs;
        const work = new Map();
        for (const slice of slices)
          if (browserWork.includes(slice.name) && slice.ts >= task.ts && slice.ts + slice.dur <= end)
            sum(work, slice.name, slice.dur / 1000);
        const inside = samples.filter(([, at]) => at >= task.ts && at <= end);
        const each = inside.length > 0 ? task.dur / 1000 / inside.length : 0;
        const self = new Map();
        const ours = new Map();
        for (const [id] of inside) {
          const frame = nodes.get(id)?.callFrame;
          if (!frame) continue;
          sum(
            self,
            frame.url ? packageOf(sourceOf(frame.url, frame.lineNumber, frame.columnNumber)) : frame.functionName,
            each,
          );
          const seen = new Set();
          for (let at = id; at; at = nodes.get(at)?.parent) {
            const caller = nodes.get(at)?.callFrame;
            if (!caller?.url) continue;
            const source = sourceOf(caller.url, caller.lineNumber, caller.columnNumber);
            const key = `${source} ${caller.functionName || '(top level)'}`;
            if (/^(src|ui)\//.test(source) && !seen.has(key)) {
              seen.add(key);
              sum(ours, key, each);
            }
          }
        }
        const when = task.ts < paint ? 'before paint' : 'after paint';
        console.log(`  @${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms (${when})`);
        console.log(`      browser: ${largest(work, 4)}`);
        console.log(`      self: ${largest(self, 6)}`);
        for (const [key, ms] of [...ours].sort((a, b) => b[1] - a[1]).slice(0, top))
          console.log(`      ${ms.toFixed(1).padStart(6)} ${key}`);
      }
      console.log(
        `  blocking after the first paint (each task's time over ${longTaskMs} ms): ${blocking.toFixed(0)} ms\n`,
      );
    }
  } finally {
    await browser.close();
  }
});
