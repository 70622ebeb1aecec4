// Turns the measurements into bench/report.md and the list of missed budgets.
import { existsSync, readFileSync } from 'node:fs';

const readNotes = (name) => {
  const path = new URL(name, import.meta.url);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Number(value).toFixed(1)} ms`;
const mark = (ok) => (ok ? 'ok' : '**MISS**');

export function renderReport(report) {
  const misses = [];
  const lines = [
    '# Moonheart benchmarks',
    '',
    `Generated ${report.generatedAt} by \`npm run bench${report.mode === 'sizes' ? ' -- --sizes' : ''}\` on Node ${report.machine.node}, ${report.machine.cpus} cores.`,
    'Sizes are gzip level 9 of minified output. Each figure stands beside its floor or budget, measured in the same run.',
    '',
  ];

  const { library } = report;
  const libraryMisses = library.rows.filter((row) => !row.ok);
  for (const row of libraryMisses)
    misses.push({ key: `library ${row.name}`, value: row.js, text: `library: ${row.name} ${kib(row.js)} > ${kib(row.budget)}` });
  lines.push(
    '## 1. Library cost (`@app/ui`, one consumer bundle per export)',
    '',
    `${library.exportCount} runtime exports, each bundled alone by esbuild from the built package with React external.`,
    'The budget applies to the JavaScript the export itself brings, with `react-aria-components` external too: it is the',
    "library's shared interaction layer, paid once by an app however many widgets it uses; the column beside it shows the",
    'same bundle with react-aria-components included. CSS is the stylesheet built for the component (the themes, ',
    `\`styles.css\`, are paid once: ${kib(library.themeCss)}).`,
    '',
    `Budget: ${kib(report.budgets.library.default)} each, except the named budgets below. Misses: ${libraryMisses.length}.`,
    '',
    '| export | JS | JS with react-aria-components | CSS | budget | |',
    '|---|---:|---:|---:|---:|---|',
    ...[...library.rows]
      .sort((a, b) => b.js - a.js)
      .map(
        (row) =>
          `| \`${row.name}\` | ${kib(row.js)} | ${kib(row.jsWithAria)} | ${row.css ? kib(row.css) : '-'} | ${kib(row.budget)}${row.why ? ` (${row.why})` : ''} | ${mark(row.ok)} |`,
      ),
    '',
  );

  const { floor, shell } = report;
  const homeLimit = floor.total * report.budgets.shell.homeOverFloor;
  lines.push(
    '## 2. Shell cost (JavaScript and CSS loaded before interaction)',
    '',
    `Floor: a bare React + TanStack Router + TanStack Query app built by the shell's Vite config in this run: **${kib(floor.total)}**.`,
    `Read from Vite's manifest: the entry with its static imports, plus the route's lazily loaded page and its imports.`,
    '',
    '| page | JS | CSS | total | against the floor | budget | |',
    '|---|---:|---:|---:|---:|---|---|',
  );
  for (const [path, route] of Object.entries(shell.routes)) {
    const ratio = route.total / floor.total;
    const budgeted = path === '/';
    const ok = route.found && (!budgeted || route.total <= homeLimit);
    if (!ok)
      misses.push({
        key: `shell ${path}`,
        value: route.found ? route.total : Number.POSITIVE_INFINITY,
        text: route.found ? `shell: ${path} ${kib(route.total)} > ${kib(homeLimit)}` : `shell: ${path} page module not found`,
      });
    lines.push(
      `| \`${path}\` | ${kib(route.js)} | ${kib(route.css)} | ${kib(route.total)} | ${ratio.toFixed(2)}x | ${budgeted ? `at most ${report.budgets.shell.homeOverFloor}x (${kib(homeLimit)})` : '-'} | ${mark(ok)} |`,
    );
  }
  lines.push('', `Lazy chunks (budget ${kib(report.budgets.shell.lazyChunk)} each, JavaScript):`, '', '| source | JS | CSS | |', '|---|---:|---:|---|');
  for (const chunk of shell.lazyChunks) {
    const ok = chunk.js <= report.budgets.shell.lazyChunk;
    if (!ok)
      misses.push({
        key: `shell chunk ${chunk.source}`,
        value: chunk.js,
        text: `shell: lazy chunk ${chunk.source} ${kib(chunk.js)} > ${kib(report.budgets.shell.lazyChunk)}`,
      });
    lines.push(`| \`${chunk.source}\` | ${kib(chunk.js)} | ${kib(chunk.css)} | ${mark(ok)} |`);
  }
  lines.push('');

  if (report.lighthouse) {
    const budget = report.budgets.lighthouse ?? { performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
    lines.push(
      '## 3. Lighthouse (built shell served by `npm start`, mobile emulation, median of 5 runs)',
      '',
      `Budget: performance at least ${budget.performance}, accessibility ${budget.accessibility}, LCP at most ${budget.lcpMs} ms, TBT at most ${budget.tbtMs} ms, CLS at most ${budget.cls}.`,
      '',
      '| page | performance | accessibility | best practices | LCP | TBT | CLS | |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const [path, page] of Object.entries(report.lighthouse)) {
      const ok =
        page.performance >= budget.performance &&
        page.accessibility >= budget.accessibility &&
        page.lcpMs <= budget.lcpMs &&
        page.tbtMs <= budget.tbtMs &&
        page.cls <= budget.cls;
      if (!ok) misses.push({ key: `lighthouse ${path}`, value: page.performance, text: `lighthouse: ${path} ${JSON.stringify(page)}` });
      lines.push(
        `| \`${path}\` | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.lcpMs} ms | ${page.tbtMs} ms | ${page.cls} | ${mark(ok)} |`,
      );
    }
    lines.push('');
  }

  if (report.browser) {
    const { chat, starfield } = report.browser;
    const budget = report.budgets.chat;
    const checks = [
      ['keystroke latency at 4x slowdown (median)', chat.slowed.keystrokeMedianMs, budget.interactionMs],
      ['Send latency at 4x slowdown', chat.slowed.sendMs, budget.interactionMs],
      ['worst scroll frame work without slowdown', chat.normal.scroll.worstWorkMs, budget.frameMs],
      ['DOM elements', chat.slowed.domElements, budget.domElements],
      ['starfield script per frame, 200 stars', starfield.normal.scriptMsPerFrame, report.budgets.starfield.scriptMsPerFrame],
    ];
    lines.push(
      '## 4. Chat at scale (2,000 messages) and 5. Starfield',
      '',
      'Chromium, 1024x720, the chat widgets (MessageList + ChatInput) on the harness page `bench/harness`, built by the shell\'s',
      'Vite config. Scroll: one step of three quarters of the viewport per frame from top to bottom; the work of a step is the',
      "scroll handler, the virtualiser's synchronous re-render and layout. Latencies run from the key event's time stamp to",
      'the frame after it was handled.',
      '',
      '| measure | without slowdown | 4x CPU slowdown |',
      '|---|---:|---:|',
      `| time to render | ${ms(chat.normal.renderMs)} | ${ms(chat.slowed.renderMs)} |`,
      `| worst scroll frame work | ${ms(chat.normal.scroll.worstWorkMs)} | ${ms(chat.slowed.scroll.worstWorkMs)} |`,
      `| longest interval between frames while scrolling | ${ms(chat.normal.scroll.worstIntervalMs)} | ${ms(chat.slowed.scroll.worstIntervalMs)} |`,
      `| keystroke latency, median / worst | ${ms(chat.normal.keystrokeMedianMs)} / ${ms(chat.normal.keystrokeWorstMs)} | ${ms(chat.slowed.keystrokeMedianMs)} / ${ms(chat.slowed.keystrokeWorstMs)} |`,
      `| Send latency | ${ms(chat.normal.sendMs)} | ${ms(chat.slowed.sendMs)} |`,
      `| DOM elements | ${chat.normal.domElements} | ${chat.slowed.domElements} |`,
      `| starfield script per frame (200 stars), mean / worst | ${starfield.normal.scriptMsPerFrame.toFixed(3)} ms / ${ms(starfield.normal.worstMs)} | ${starfield.slowed.scriptMsPerFrame.toFixed(3)} ms / ${ms(starfield.slowed.worstMs)} |`,
      '',
      '| budget | measured | limit | |',
      '|---|---:|---:|---|',
    );
    for (const [name, value, limit] of checks) {
      const ok = value <= limit;
      if (!ok) misses.push({ key: name, value, text: `${name}: ${Number(value).toFixed(1)} > ${limit}` });
      lines.push(`| ${name} | ${Number(value).toFixed(2)} | ${limit} | ${mark(ok)} |`);
    }
    lines.push('');
  }

  if (report.server) {
    lines.push(
      '## 6. Server (loopback, autocannon)',
      '',
      report.server.description,
      '',
      '| route | requests/s | p50 | p99 | against hello-world requests/s |',
      '|---|---:|---:|---:|---:|',
      ...report.server.rows.map(
        (row) =>
          `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${(row.rps / report.server.floorRps).toFixed(3)}x |`,
      ),
      '',
    );
  }

  // Each miss with its reason and fix: bench/known-misses.json (the size misses CI tolerates) and
  // bench/miss-notes.json (the timed ones).
  const notes = { ...readNotes('miss-notes.json'), ...readNotes('known-misses.json') };
  lines.push(
    '## Budgets missed',
    '',
    misses.length
      ? misses
          .map((miss) => {
            const note = notes[miss.key];
            return note ? `- ${miss.text}\n  - why: ${note.why}\n  - what would fix it: ${note.fix}` : `- ${miss.text}`;
          })
          .join('\n')
      : 'None.',
    '',
  );
  return { markdown: `${lines.join('\n')}\n`, misses };
}
