#!/usr/bin/env node
// The review page for changed screenshots, for designers (Chromatic's cloud is out of reach here).
// After a story run in which shots differ from their baselines, it serves a page on loopback with,
// for each story, theme and width, the baseline, the new shot and their diff side by side, and an
// Accept or Reject mark. Saving writes test-results/visual-review/decisions.json; then
// `npm run test:visual:update` copies the accepted shots over their baselines (and nothing else).
//   --port N    listen on N (default: a free port)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const root = new URL('..', import.meta.url).pathname;
export const baselineDir = join(root, 'stories/__screenshots__');
export const newShotDir = join(root, 'test-results/visual-new');
export const diffDir = join(root, 'test-results/visual-diffs');
export const decisionsFile = join(root, 'test-results/visual-review/decisions.json');

/**
 * The story and theme of a baseline's name: `<story id>--<theme>`, and `--390` after it for the
 * story runner's phone-width pass (the width itself is read from the image).
 */
export function parseShotIdentifier(identifier) {
  const match = /^(?<storyId>.+)--(?<theme>light|dark-celestial)(?:--\d+)?$/.exec(identifier);
  if (!match?.groups) throw new Error(`Not a baseline's name: ${identifier}`);
  return { storyId: match.groups.storyId, theme: match.groups.theme };
}

/** The shots that differ, each with its story id, theme and width (the image's, in CSS pixels). */
export function changedShots() {
  if (!existsSync(newShotDir)) return [];
  return readdirSync(newShotDir)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => {
      const identifier = name.slice(0, -'.png'.length);
      const { storyId, theme } = parseShotIdentifier(identifier);
      const { width } = PNG.sync.read(readFileSync(join(newShotDir, name)), { skipRescale: true });
      return { identifier, storyId, theme, width, hasDiff: existsSync(join(diffDir, `${identifier}-diff.png`)) };
    });
}

const html = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(shots, decisions) {
  const rows = shots
    .map((shot) => {
      const mark = decisions[shot.identifier];
      const choice = (value, label) =>
        `<label><input type="radio" name="${html(shot.identifier)}" value="${value}"${mark === value ? ' checked' : ''}> ${label}</label>`;
      return `<section aria-labelledby="h-${html(shot.identifier)}">
  <h2 id="h-${html(shot.identifier)}">${html(shot.storyId)} <small>${html(shot.theme)}, ${shot.width} px</small></h2>
  <fieldset><legend>Decision</legend>${choice('accept', 'Accept the new shot')} ${choice('reject', 'Reject (keep the baseline)')}</fieldset>
  <div class="shots">
    <figure><img src="/baseline/${html(shot.identifier)}.png" alt="Baseline of ${html(shot.storyId)} (${html(shot.theme)})"><figcaption>Baseline</figcaption></figure>
    <figure><img src="/new/${html(shot.identifier)}.png" alt="New shot of ${html(shot.storyId)} (${html(shot.theme)})"><figcaption>New</figcaption></figure>
    ${shot.hasDiff ? `<figure><img src="/diff/${html(shot.identifier)}-diff.png" alt="Baseline, difference and new shot of ${html(shot.storyId)}"><figcaption>Baseline, difference (red), new</figcaption></figure>` : ''}
  </div>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshot review: ${shots.length} changed</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 16px; max-width: 1600px; color: #1e1533; background: #faf8ff; }
  section { border-top: 1px solid #d9d2ea; padding-block: 16px; }
  h2 small { font-weight: normal; color: #54486e; }
  fieldset { border: 1px solid #7c7196; border-radius: 8px; display: flex; gap: 24px; flex-wrap: wrap; }
  .shots { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 16px; align-items: start; }
  .shots figure:last-child:nth-child(3) { grid-column: 1 / -1; }
  img { max-width: 100%; border: 1px solid #d9d2ea; background: white; }
  .bar { position: sticky; top: 0; background: #faf8ff; padding-block: 8px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; z-index: 1; }
  button { font: inherit; padding: 8px 16px; border-radius: 999px; border: 1px solid #5b3fb8; background: #5b3fb8; color: white; cursor: pointer; }
  button.secondary { background: white; color: #5b3fb8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #5b3fb8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Screenshot review</h1>
<p>${shots.length} screenshot${shots.length === 1 ? '' : 's'} differ from ${shots.length === 1 ? 'its baseline' : 'their baselines'}. Mark each, save, then run <code>npm run test:visual:update</code>: accepted shots replace their baselines, rejected ones are left for a fix.</p>
<form id="review">
<div class="bar">
  <button type="submit">Save decisions</button>
  <button type="button" class="secondary" id="accept-all">Mark all accepted</button>
  <p role="status" id="saved"></p>
</div>
${rows || '<p>Nothing to review: every shot matched its baseline.</p>'}
</form>
</main>
<script>
const form = document.getElementById('review');
const saved = document.getElementById('saved');
document.getElementById('accept-all').addEventListener('click', () => {
  for (const input of form.querySelectorAll('input[value="accept"]')) input.checked = true;
});
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const decisions = Object.fromEntries(
    [...form.querySelectorAll('input:checked')].map((input) => [input.name, input.value]),
  );
  const response = await fetch('/decisions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(decisions) });
  const count = Object.values(decisions).filter((d) => d === 'accept').length;
  saved.textContent = response.ok
    ? count + ' accepted, ' + (Object.keys(decisions).length - count) + ' rejected: saved. Run npm run test:visual:update to apply.'
    : 'Not saved: ' + response.status;
});
</script>
</body>
</html>`;
}

export function readDecisions() {
  return existsSync(decisionsFile) ? JSON.parse(readFileSync(decisionsFile, 'utf8')) : {};
}

function serve(port) {
  const folders = { baseline: baselineDir, new: newShotDir, diff: diffDir };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://review');
    if (request.method === 'POST' && url.pathname === '/decisions') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const known = new Set(changedShots().map((shot) => shot.identifier));
        let decisions;
        try {
          decisions = Object.fromEntries(
            Object.entries(JSON.parse(body)).filter(
              ([id, mark]) => known.has(id) && (mark === 'accept' || mark === 'reject'),
            ),
          );
        } catch {
          response.writeHead(400).end('Not JSON');
          return;
        }
        mkdirSync(join(decisionsFile, '..'), { recursive: true });
        writeFileSync(decisionsFile, `${JSON.stringify(decisions, null, 2)}\n`);
        response.writeHead(204).end();
      });
      return;
    }
    const [, folder, name] = url.pathname.split('/');
    const dir = folders[folder];
    if (dir && name && /^[\w.-]+\.png$/.test(name) && existsSync(join(dir, name))) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(readFileSync(join(dir, name)));
      return;
    }
    if (url.pathname === '/') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page(changedShots(), readDecisions()));
      return;
    }
    response.writeHead(404).end('Not found');
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: bound } = server.address();
    console.log(`Screenshot review: http://127.0.0.1:${bound}/ (${changedShots().length} changed). Ctrl+C to stop.`);
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portIndex = process.argv.indexOf('--port');
  serve(portIndex >= 0 ? Number(process.argv[portIndex + 1]) : 0);
}
