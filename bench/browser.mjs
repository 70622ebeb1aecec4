// Browser measurements (issue 8.4 chat at scale, 8.5 starfield) in Debian's Chromium, on the
// harness page built by the shell's Vite config. CPU slowdown through the DevTools protocol.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { serveStatic } from '../scripts/serve-static.mjs';

const root = new URL('..', import.meta.url).pathname;
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chatBudgets = { interactionMs: 100, frameMs: 16, domElements: 800, firstTextMs: 100, streamFrameMs: 16 };
export const starfieldBudget = { scriptMsPerFrame: 1 };

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
}

async function buildHarness() {
  const outDir = join(root, 'bench/.work/harness');
  await build({
    configFile: join(root, 'packages/app/vite.config.ts'),
    root: join(root, 'bench/harness'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function openPage(browser, url, cpuRate) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(url);
  return page;
}

/** Time to render, DOM size, scrolling frames, keystroke and Send latency, at a CPU rate. */
async function measureChatAt(browser, baseUrl, cpuRate, messages) {
  const page = await openPage(browser, `${baseUrl}?scenario=chat&messages=${messages}`, cpuRate);
  await page.waitForFunction(() => window.benchReady !== undefined, null, { timeout: 120_000 });
  const renderMs = await page.evaluate(() => window.benchReady);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);

  // Scroll the conversation from top to bottom, one step per frame. Each step's work (the
  // scroll handler, the virtualiser's synchronous re-render and layout) is timed inside the
  // frame; the interval between frames shows dropped frames.
  const scroll = await page.evaluate(async () => {
    const scroller = [...document.querySelectorAll('*')].find(
      (element) =>
        element.scrollHeight > element.clientHeight + 200 && getComputedStyle(element).overflowY !== 'visible',
    );
    if (!scroller) throw new Error('no scrolling conversation found');
    scroller.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const work = [];
    const intervals = [];
    let last = 0;
    await new Promise((resolve) => {
      const step = (time) => {
        if (last) intervals.push(time - last);
        last = time;
        const started = performance.now();
        scroller.scrollTop += scroller.clientHeight * 0.75;
        scroller.dispatchEvent(new Event('scroll'));
        scroller.getBoundingClientRect();
        void document.body.offsetHeight;
        work.push(performance.now() - started);
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    return { steps: work.length, worstWorkMs: Math.max(...work), worstIntervalMs: Math.max(...intervals) };
  });

  // Keystrokes: from the event's time stamp to the frame after it was handled.
  await page.getByRole('textbox').focus();
  await page.evaluate(() => {
    window.__latencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - event.timeStamp)));
      },
      { capture: true },
    );
  });
  for (const key of 'the moon in scorpio') await page.keyboard.press(key === ' ' ? 'Space' : key);
  await page.waitForTimeout(300);
  const keystrokes = await page.evaluate(() => window.__latencies.splice(0));

  // Send: from the Enter key's time stamp to the frame after the new message is in the list. The
  // harness then streams a reply (window.benchStreamPlan): Enter to the frame after its first piece
  // is in the list, and that piece's arrival to the same frame.
  await page.getByRole('textbox').fill('bench message 2001');
  await page.evaluate(() => {
    const firstPiece = window.benchStreamPlan.firstPiece.trim();
    let pressedAt = 0;
    document.addEventListener('keydown', (event) => (pressedAt = event.timeStamp), { capture: true, once: true });
    const painted = (test) =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (test()) {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve({ pressedAt, paintedAt: performance.now() })));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    const list = () => document.querySelector('[role="log"], [aria-live]')?.parentElement ?? document.body;
    window.__sent = painted(
      () => list().textContent?.includes('bench message 2001') && !document.querySelector('textarea')?.value,
    );
    // In the visible history, not in the live region (which speaks the whole reply once it is done).
    window.__firstText = painted(() => document.querySelector('[role="log"]')?.textContent?.includes(firstPiece));
  });
  await page.keyboard.press('Enter');
  const sent = await page.evaluate(() => window.__sent);
  const firstText = await page.evaluate(() => window.__firstText);
  await page.waitForFunction(() => window.benchStream !== undefined, null, { timeout: 120_000 });
  const streamed = await page.evaluate(() => window.benchStream);
  await page.close();
  return {
    cpuRate,
    messages,
    renderMs,
    domElements,
    scroll,
    keystrokeMedianMs: median(keystrokes),
    keystrokeWorstMs: Math.max(...keystrokes),
    sendMs: sent.paintedAt - sent.pressedAt,
    stream: {
      pieces: streamed.pieces,
      chars: streamed.chars,
      pieceEveryMs: streamed.pieceEveryMs,
      firstTextMs: firstText.paintedAt - firstText.pressedAt,
      firstTextFromArrivalMs: firstText.paintedAt - streamed.firstPieceAt,
      firstPieceWorkMs: streamed.workMs[0],
      worstWorkMs: Math.max(...streamed.workMs),
      medianWorkMs: median(streamed.workMs),
      worstIntervalMs: Math.max(...streamed.frameIntervalsMs),
      completeMs: streamed.completeMs,
      durationMs: streamed.doneAt - streamed.firstPieceAt,
    },
  };
}

async function measureStarfieldAt(browser, baseUrl, cpuRate, stars) {
  const page = await openPage(browser, `${baseUrl}?scenario=starfield&stars=${stars}&frames=300`, cpuRate);
  await page.waitForFunction(() => window.starfieldResult !== undefined, null, { timeout: 120_000 });
  const result = await page.evaluate(() => window.starfieldResult);
  await page.close();
  return { cpuRate, stars, ...result };
}

export async function measureInBrowser(parts = { chat: true, starfield: true }) {
  const outDir = await buildHarness();
  const { server, url } = await serveStatic(outDir, { fallback: 'index.html' });
  const browser = await launchChromium();
  try {
    const result = {};
    if (parts.chat)
      result.chat = {
        slowed: await measureChatAt(browser, url, 4, 2000),
        normal: await measureChatAt(browser, url, 1, 2000),
      };
    if (parts.starfield)
      result.starfield = {
        normal: await measureStarfieldAt(browser, url, 1, 200),
        slowed: await measureStarfieldAt(browser, url, 4, 200),
      };
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
