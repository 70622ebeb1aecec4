#!/usr/bin/env node
// Where a first visit's main-thread time goes, for chasing Lighthouse's TBT: the built shell on its
// server (as the bench runs it), Chromium at 4x CPU slowdown, a JS CPU profile from navigation to
// 4 s after load. Prints each run's long tasks and, for the middle run, self time by script and the
// top functions with the call stacks under DOM insertion. Not a benchmark (no budget): a lens.
//   node bench/profile-first-visit.mjs [path]   (default /; build first: npm run build)
import { chromium } from 'playwright-core';
import { chromiumFlags } from './browser.mjs';
import { withServer } from './server.mjs';

const path = process.argv[2] ?? '/';
const runs = 3;

/** Self time (ms) per key over a CPU profile's samples. */
function selfTime(profile, keyOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const key = keyOf(byId.get(id), byId);
    if (key) totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

await withServer(async (server) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const frame = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(server.url, '')}:${f.lineNumber}:${f.columnNumber}`;
  const profiles = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const { profile } = await cdp.send('Profiler.stop');
      const longTasks = await page.evaluate(() => window.__longTasks);
      console.log(`run ${run + 1}: long tasks [start ms, duration ms] ${JSON.stringify(longTasks)}`);
      profiles.push(profile);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const profile = profiles[Math.floor(runs / 2)];
  console.log('\nself time by script (ms)');
  for (const [url, ms] of selfTime(profile, (node) => node.callFrame.url.replace(server.url, '') || '(native)').slice(
    0,
    15,
  )) {
    console.log(ms.toFixed(1).padStart(8), url);
  }
  console.log('\ntop functions by self time (ms)');
  for (const [key, ms] of selfTime(profile, frame).slice(0, 25)) console.log(ms.toFixed(1).padStart(8), key);
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  console.log('\nDOM insertion by call stack (ms)');
  const insertion = selfTime(profile, (node, byId) => {
    if (!['appendChild', 'insertBefore'].includes(node.callFrame.functionName)) return null;
    const stack = [];
    for (let id = parents.get(node.id); id && stack.length < 6; id = parents.get(id)) stack.push(frame(byId.get(id)));
    return stack.join(' < ');
  });
  for (const [stack, ms] of insertion.slice(0, 8)) console.log(ms.toFixed(1).padStart(8), stack);
});
