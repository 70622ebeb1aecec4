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
  const only = report.mode.startsWith('only ') ? report.mode.slice('only '.length) : null;
  const command = only ? `node bench/run.mjs --only=${only}` : `npm run bench${report.mode === 'sizes' ? ' -- --sizes' : ''}`;
  const lines = [
    '# Moonheart benchmarks',
    '',
    `Generated ${report.generatedAt} by \`${command}\` on Node ${report.machine.node}, ${report.machine.cpus} cores.`,
    'Sizes are gzip level 9 of minified output. Each figure stands beside its floor or budget, measured in the same run.',
    ...(only ? [`A partial run: only ${only} measured; bench/report.md is the last full run.`] : []),
    '',
  ];

  if (report.library) renderSizes(report, lines, misses);

  if (report.lighthouse) {
    const fallback = { performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
    const budgetText = (budget) =>
      `performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}`;
    lines.push(
      '## 3. Lighthouse (the shell rendered by `npm start`, mobile emulation, median of 5 runs)',
      '',
      'Each page as the first visit of a browser session (the splash greets it). Each row stands beside its budget.',
      '',
      '| page | performance | accessibility | best practices | LCP | TBT | CLS | budget | |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
    );
    for (const [path, page] of Object.entries(report.lighthouse)) {
      const budget = page.budget ?? fallback;
      const ok =
        page.performance >= budget.performance &&
        page.accessibility >= budget.accessibility &&
        page.lcpMs <= budget.lcpMs &&
        page.tbtMs <= budget.tbtMs &&
        page.cls <= budget.cls;
      const { budget: _budget, ...figures } = page;
      if (!ok)
        misses.push({ key: `lighthouse ${path}`, value: page.performance, text: `lighthouse: ${path} ${JSON.stringify(figures)}` });
      lines.push(
        `| \`${path}\` | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.lcpMs} ms | ${page.tbtMs} ms | ${page.cls} | ${budgetText(budget)} | ${mark(ok)} |`,
      );
    }
    lines.push('');
  }

  const check = (name, value, limit) => {
    const ok = value <= limit;
    if (!ok) misses.push({ key: name, value, text: `${name}: ${Number(value).toFixed(1)} > ${limit}` });
    return `| ${name} | ${Number(value).toFixed(2)} | ${limit} | ${mark(ok)} |`;
  };

  if (report.browser) {
    const { chat, starfield } = report.browser;
    const budget = report.budgets.chat;
    const checks = [];
    const measures = [];
    const text = [];
    if (chat) {
      checks.push(
        ['keystroke latency at 4x slowdown (median)', chat.slowed.keystrokeMedianMs, budget.interactionMs],
        ['Send latency at 4x slowdown', chat.slowed.sendMs, budget.interactionMs],
        ['worst scroll frame work without slowdown', chat.normal.scroll.worstWorkMs, budget.frameMs],
      );
      const both = (pick, format = ms) => `${format(pick(chat.normal))} | ${format(pick(chat.slowed))}`;
      measures.push(
        `| time to render | ${both((run) => run.renderMs)} |`,
        `| worst scroll frame work | ${both((run) => run.scroll.worstWorkMs)} |`,
        `| longest interval between frames while scrolling | ${both((run) => run.scroll.worstIntervalMs)} |`,
        `| keystroke latency, median / worst | ${both((run) => run, (run) => `${ms(run.keystrokeMedianMs)} / ${ms(run.keystrokeWorstMs)}`)} |`,
        `| Send latency | ${both((run) => run.sendMs)} |`,
      );
      const { stream } = chat.normal;
      if (stream) {
        checks.push(
          ['first streamed text after Enter at 4x slowdown', chat.slowed.stream.firstTextMs, budget.firstTextMs],
          ['worst frame work while a reply streams, without slowdown', stream.worstWorkMs, budget.streamFrameMs],
        );
        measures.push(
          `| streamed reply: Enter to the first text painted | ${both((run) => run.stream.firstTextMs)} |`,
          `| streamed reply: first piece's arrival to its paint | ${both((run) => run.stream.firstTextFromArrivalMs)} |`,
          `| streamed reply: frame work per piece, worst / median (first piece) | ${both((run) => run.stream, (run) => `${ms(run.worstWorkMs)} / ${ms(run.medianWorkMs)} (${ms(run.firstPieceWorkMs)})`)} |`,
          `| streamed reply: longest interval between frames while it grows | ${both((run) => run.stream.worstIntervalMs)} |`,
          `| streamed reply: the stored reply replacing the streaming one | ${both((run) => run.stream.completeMs)} |`,
        );
        text.push(
          `Streamed reply: after Send, the harness answers as the chat page applies a streamed reply: a reply with`,
          `\`streaming: true\` (${stream.pieces} pieces of markdown, ${stream.chars} characters, one every ${stream.pieceEveryMs} ms) grows at the end of`,
          "the list, then the stored question and reply replace it. The first piece comes in the task after the frame that shows",
          "the question, with no network wait (section 6 has the server's share). Each piece is applied at once (React's render",
          'and commit, flushed) and the layout forced after it: that is its frame work, as for a scroll step; what its frame',
          "does after that (the virtualiser measuring the grown row, the paint) shows in the longest interval between frames.",
        );
      }
      measures.push(`| DOM elements | ${both((run) => run.domElements, String)} |`);
      checks.push(['DOM elements', chat.slowed.domElements, budget.domElements]);
    }
    if (starfield) {
      measures.push(
        `| starfield script per frame (200 stars), mean / worst | ${starfield.normal.scriptMsPerFrame.toFixed(3)} ms / ${ms(starfield.normal.worstMs)} | ${starfield.slowed.scriptMsPerFrame.toFixed(3)} ms / ${ms(starfield.slowed.worstMs)} |`,
      );
      checks.push([
        'starfield script per frame, 200 stars',
        starfield.normal.scriptMsPerFrame,
        report.budgets.starfield.scriptMsPerFrame,
      ]);
    }
    lines.push(
      '## 4. Chat at scale (2,000 messages) and 5. Starfield',
      '',
      'Chromium, 1024x720, the chat widgets (MessageList + ChatInput) on the harness page `bench/harness`, built by the shell\'s',
      'Vite config. Scroll: one step of three quarters of the viewport per frame from top to bottom; the work of a step is the',
      "scroll handler, the virtualiser's synchronous re-render and layout. Latencies run from the key event's time stamp to",
      'the frame after it was handled. While a send is under way the list shows its typing indicator and Send becomes Stop,',
      'as on the chat page.',
      ...(text.length ? ['', ...text] : []),
      '',
      '| measure | without slowdown | 4x CPU slowdown |',
      '|---|---:|---:|',
      ...measures,
      '',
      '| budget | measured | limit | |',
      '|---|---:|---:|---|',
      ...checks.map(([name, value, limit]) => check(name, value, limit)),
      '',
    );
  }

  if (report.streaming || report.server) lines.push('## 6. Server', '');
  if (report.streaming) {
    const { offline, paced, description } = report.streaming;
    const budget = report.budgets.streaming;
    const { model } = paced;
    const added = paced.firstText.medianMs - model.firstPieceMs;
    const shareLimit = paced.streamedReply.medianMs * budget.firstTextShareOfReply;
    const row = (name, figures) =>
      `| ${name} | ${ms(figures.medianMs)} | ${ms(figures.p95Ms)} | ${ms(figures.minMs)} | ${ms(figures.maxMs)} |`;
    const rows = (run) => [
      row('streamed send: first `delta` event', run.firstText),
      row('streamed send: `done` event (the whole reply)', run.streamedReply),
      row('JSON send: the whole reply', run.jsonReply),
      row('GET /api/subscriptions/status (the floor)', run.floor),
    ];
    lines.push(
      '### Time to the first streamed text (one send at a time)',
      '',
      description,
      '',
      `Offline Selene, on the bench's server: ${offline.samples} rounds after ${offline.warmup} warm-up ones. It composes its reply at once`,
      `(${offline.pieces} pieces, ${offline.chars} characters, no model to wait for), so its first text and its whole reply leave within`,
      'the same millisecond: the first text measures what a send costs before any text can go out (the session, the',
      'question stored and counted, the context read).',
      '',
      '| measure | median | p95 | fastest | slowest |',
      '|---|---:|---:|---:|---:|',
      ...rows(offline),
      '',
      `A paced model (\`bench/paced-provider.mjs\`, an OpenAI-compatible stand-in that sends its first piece after ${model.firstPieceMs} ms`,
      `and the others every ${model.pieceMs} ms, ${model.pieces} pieces), on a second server started for it: ${paced.samples} rounds after ${paced.warmup} warm-up`,
      "ones. This is where streaming shows: the first text follows the model's first piece while the JSON send waits for",
      'the whole reply.',
      '',
      '| measure | median | p95 | fastest | slowest |',
      '|---|---:|---:|---:|---:|',
      ...rows(paced),
      '',
      `Budgets. A reply feels immediate within about 100 ms; the page has its own 100 ms (section 4), and the server gets`,
      `half of that, one send at a time on this machine: the offline first text's median at most ${budget.firstTextMedianMs} ms, and at most`,
      `${budget.addedToModelMs} ms added to the paced model's own first piece (median first text minus ${model.firstPieceMs} ms). The room above the`,
      'measured figures covers a busier machine and a larger database. The paced first text must also come at most',
      `${budget.firstTextShareOfReply * 100} % into the whole streamed reply (median; ${ms(shareLimit)} here): a proxy, compression or a buffered`,
      'write holding the events back would put it at the end.',
      '',
      '| budget | measured | limit | |',
      '|---|---:|---:|---|',
      check('server: first streamed text, offline Selene (median)', offline.firstText.medianMs, budget.firstTextMedianMs),
      check('server: time added to the paced model\'s first piece (median)', added, budget.addedToModelMs),
      check(
        'server: paced first streamed text against the whole streamed reply (median)',
        paced.firstText.medianMs,
        Number(shareLimit.toFixed(1)),
      ),
      '',
    );
  }
  if (report.server) {
    lines.push(
      '### Load (loopback, autocannon)',
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

/** Sections 1 and 2: the library's and the shell's sizes. */
function renderSizes(report, lines, misses) {
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
}
