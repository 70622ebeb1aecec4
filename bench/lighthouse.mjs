// Lighthouse (issues 8.3 and 14): the shell rendered by `npm start`, mobile emulation (Lighthouse's
// default: Moto G power, 4x CPU slowdown, slow 4G), median of 5 runs per page, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags } from './browser.mjs';

/** Issue 14's budgets: the visitor pages, and the signed-in chat of a core user with the planner. */
const visitorBudget = { performance: 97, accessibility: 100, lcpMs: 1200, tbtMs: 150, cls: 0.02 };
const signedInBudget = { performance: 90, accessibility: 100, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
export const lighthouseBudgets = { visitor: visitorBudget, signedIn: signedInBudget };
/** Each page as a first visit of a browser session (the splash greets it, as it greets a real one). */
export const lighthousePages = [
  { name: '/', path: '/', budget: visitorBudget },
  { name: '/auth', path: '/auth', budget: visitorBudget },
  { name: '/pricing', path: '/pricing', budget: visitorBudget },
  { name: '/ (signed in: core, with the planner)', path: '/', user: 'core', budget: signedInBudget },
];

/** The session cookies of a demo account, for the browser's cookie jar. */
async function sessionCookie(baseUrl, username) {
  const reply = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username, password: 'moonheart-demo' }),
  });
  if (!reply.ok) throw new Error(`log-in as ${username} failed: ${reply.status}`);
  return reply.headers.getSetCookie().map((value) => {
    const [pair = ''] = value.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function measureLighthouse(baseUrl, runs = 5) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  // Lighthouse clears the cache and storage before a run, but not cookies: a run after the first
  // would be a visitor who kept the splash's and the fonts' cookies (and not the fonts). Each run
  // starts with none, as a first visit.
  const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const clearCookies = () => Promise.all(devtools.contexts().map((context) => context.clearCookies()));
  try {
    const pages = {};
    for (const { name, path, user, budget } of lighthousePages) {
      const cookie = user ? await sessionCookie(baseUrl, user) : undefined;
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        await clearCookies();
        // The session in the browser's cookie jar, as a signed-in browser has it (an extra header
        // would not reach the requests the service worker makes).
        if (cookie) await devtools.contexts()[0]?.addCookies(cookie);
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const { categories, audits } = result.lhr;
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue,
          tbtMs: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          failedAccessibility: Object.values(audits)
            .filter(
              (audit) =>
                audit.score === 0 && result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
            )
            .map((audit) => audit.id),
        });
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      pages[name] = {
        budget,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        failedAccessibility: [...new Set(samples.flatMap((sample) => sample.failedAccessibility))],
      };
    }
    return pages;
  } finally {
    await chrome.kill();
  }
}
