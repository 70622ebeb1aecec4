// Lighthouse (issue 8.3): the built shell served by `npm start`, mobile emulation (Lighthouse's
// default: Moto G power, 4x CPU slowdown, slow 4G), median of 5 runs per page, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './browser.mjs';

export const lighthouseBudgets = { performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 150, cls: 0.02 };
export const lighthousePages = ['/', '/auth', '/pricing'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function measureLighthouse(baseUrl, runs = 5) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  try {
    const pages = {};
    for (const path of lighthousePages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
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
      pages[path] = {
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
