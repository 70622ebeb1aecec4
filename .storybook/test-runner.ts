import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import axe from 'axe-core';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { axeRunOptions } from './axe.ts';

const themes = ['light', 'dark-celestial'] as const;
const baselineDir = `${process.cwd()}/stories/__screenshots__`;

interface StoryChecks {
  /** Skip the screenshot comparison (e.g. a story whose content is the current time). */
  visual?: { disable?: boolean };
}

/**
 * After each story's play function: in both themes, axe with the WCAG 2.2 AA tags (zero
 * violations) and a screenshot compared with the committed baseline.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    // The runner calls postVisit after a failed play too; a screenshot must not hide that failure.
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) return;
    const story = await getStoryContext(page, context);
    const checks = (story.parameters ?? {}) as StoryChecks;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    await page.addScriptTag({ content: axe.source });

    for (const theme of themes) {
      // Paint the other theme for two frames first, so every screenshot follows a repaint of the
      // whole page: after a play function's click or focus, a partial repaint left a few edge
      // pixels that differed from run to run.
      await page.evaluate(async (name) => {
        const apply = (value: string) => {
          if (value === 'light') document.documentElement.removeAttribute('data-theme');
          else document.documentElement.setAttribute('data-theme', value);
        };
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        apply(name === 'light' ? 'dark-celestial' : 'light');
        await frame();
        await frame();
        apply(name);
        await frame();
        await frame();
      }, theme);

      const violations = await page.evaluate(async (options) => {
        const run = await (window as unknown as { axe: typeof axe }).axe.run(
          { include: [['body']], exclude: [['#storybook-docs'], ['.sb-wrapper'], ['.sb-errordisplay']] },
          options,
        );
        return run.violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        }));
      }, axeRunOptions);
      expect({ theme, violations }).toEqual({ theme, violations: [] });

      if (checks.visual?.disable) continue;
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselineDir,
        customSnapshotIdentifier: `${context.id}--${theme}`,
        customDiffDir: `${process.cwd()}/test-results/visual-diffs`,
        // Exact colours (threshold 0: a one-step colour change fails); anti-aliased edge pixels, which
        // vary with raster timing under load, are left out of the count.
        customDiffConfig: { threshold: 0, includeAA: false },
        failureThreshold: 0,
        failureThresholdType: 'pixel',
      });
    }
  },
};

export default config;
