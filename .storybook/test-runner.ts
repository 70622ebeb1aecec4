import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import axe from 'axe-core';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { setThemeAttribute } from '../scripts/axe-rules.mjs';
import { axeColourRunOptions, axeRunOptions } from './axe.ts';

const themes = ['light', 'dark-celestial'] as const;
const baselineDir = `${process.cwd()}/stories/__screenshots__`;
/** Where a shot that differs from its baseline is kept for review (scripts/visual-review.mjs). */
const newShotDir = `${process.cwd()}/test-results/visual-new`;

/** Exact colours; anti-aliased edge pixels, which vary with raster timing under load, are not counted. */
const diffConfig = { threshold: 0, includeAA: false };
/** Screenshots taken, each after a full repaint, before a difference from the baseline counts. */
const shotsPerTheme = 3;
// An update run (npm run test:visual:update) takes each shot once: it records what it sees, and
// the repaints that tell noise from a change only slow a run that changes many baselines.
const shotsWhenUpdating = 1;
const updating = process.env.STORY_BASELINES_UPDATE === '1';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

interface StoryChecks {
  /** Skip the screenshot comparison (e.g. a story whose content is the current time). */
  visual?: { disable?: boolean };
  /** The screen the story runs on (play, axe and screenshot), e.g. a phone's 390 x 844. */
  screen?: { width: number; height: number };
}

/** The runner's own viewport (test-runner-jest.config.js), restored for stories that set none. */
const defaultScreen = { width: 1024, height: 720 };

/**
 * Paints the other theme for two frames, then `theme` for two, so the next screenshot follows a
 * repaint of the whole page: after a play function's click or focus, a partial repaint left a few
 * edge pixels that differed from run to run.
 */
async function repaintIn(page: Page, theme: string) {
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
  await page.evaluate(setThemeAttribute, theme === 'light' ? 'dark-celestial' : 'light');
  await twoFrames();
  await page.evaluate(setThemeAttribute, theme);
  await twoFrames();
}

/**
 * Grows the viewport to the whole page before the screenshots. A full-page capture otherwise grows
 * it during the capture, and what redraws on that resize (the starfield's canvas, through a
 * ResizeObserver) was caught before or after its redraw from run to run; grown here first, the
 * redraw is done before the repaint and the shots. The height is read once it holds for two frames:
 * under load, a height read mid-reflow after the resize to the phone (205 px too tall once in CI)
 * fixed the viewport, and so every shot, at that height.
 */
async function fitViewportToPage(page: Page) {
  const current = page.viewportSize() ?? defaultScreen;
  const height = await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))));
    const read = () => Math.ceil(document.documentElement.scrollHeight);
    let last = read();
    for (let reads = 0; reads < 20; reads += 1) {
      await twoFrames();
      await document.fonts.ready;
      const now = read();
      if (now === last) break;
      last = now;
    }
    return last;
  });
  if (height <= current.height) return;
  await page.setViewportSize({ width: current.width, height });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/** The committed baseline `identifier`, if there is one. */
function baselineOf(identifier: string): Buffer | undefined {
  const path = `${baselineDir}/${identifier}.png`;
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * Where `image` differs from `baseline` (the box around the pixels that count), for the failure
 * message: CI keeps only its log, and the box tells which part of the story moved.
 */
function differenceBox(image: Buffer, baseline: Buffer): string {
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(image);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return `size ${actual.width} x ${actual.height}, baseline ${expected.width} x ${expected.height}`;
  }
  const { width, height } = actual;
  const output = Buffer.alloc(width * height * 4);
  pixelmatch(expected.data, actual.data, output, width, height, { ...diffConfig, diffMask: true });
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (output[(y * width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? 'no pixel that counts' : `pixels differ within x ${left}-${right}, y ${top}-${bottom}`;
}

/** Whether two PNGs have the same width and height (read from their headers). */
function sameSize(image: Buffer, baseline: Buffer): boolean {
  return image.readUInt32BE(16) === baseline.readUInt32BE(16) && image.readUInt32BE(20) === baseline.readUInt32BE(20);
}

/** Whether `image` differs from `baseline` by any pixel that counts. */
function differs(image: Buffer, baseline: Buffer): boolean {
  if (baseline.equals(image)) return false;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(image);
  if (expected.width !== actual.width || expected.height !== actual.height) return true;
  return pixelmatch(expected.data, actual.data, null, actual.width, actual.height, diffConfig) > 0;
}

/** The phone every story is also checked on, after its own screen: a layout that works only wide fails. */
const phoneScreen = { width: 390, height: 844 } as const;

/** What one theme is checked for on one screen. */
interface ThemeCheck {
  theme: (typeof themes)[number];
  /** Every WCAG rule, or only those a theme can change (the first theme on that screen ran the rest). */
  axe: 'all' | 'colour';
  /** Whether a screenshot is compared with the baseline `<story id>--<theme><suffix>`. */
  shot: boolean;
}

/**
 * On the story's own screen: every rule and a baseline in the first theme, the colour rules and a
 * baseline in the second. On the phone (`--390`): every rule and a baseline in the first theme and
 * the colour rules in the second; the second theme's look is its colours, compared on the first
 * screen, so a second phone baseline would find nothing the other two do not.
 */
const ownScreenChecks: ThemeCheck[] = [
  { theme: 'light', axe: 'all', shot: true },
  { theme: 'dark-celestial', axe: 'colour', shot: true },
];
const phoneChecks: ThemeCheck[] = [
  { theme: 'light', axe: 'all', shot: true },
  { theme: 'dark-celestial', axe: 'colour', shot: false },
];

/**
 * Runs `themeChecks` on the current screen: axe (zero violations) and the screenshots compared with
 * the committed baselines. Each failure is added to `failures`.
 */
async function checkScreen(
  page: Page,
  id: string,
  checks: StoryChecks,
  {
    screen,
    themeChecks,
    suffix,
  }: { screen: { width: number; height: number }; themeChecks: ThemeCheck[]; suffix: string },
  failures: string[],
) {
  if (!checks.visual?.disable) await fitViewportToPage(page);
  const width = page.viewportSize()?.width ?? defaultScreen.width;
  for (const { theme, axe: rules, shot } of themeChecks) {
    await repaintIn(page, theme);

    const violations = await page.evaluate(
      async (options) => {
        const run = await (window as unknown as { axe: typeof axe }).axe.run(
          { include: [['body']], exclude: [['#storybook-docs'], ['.sb-wrapper'], ['.sb-errordisplay']] },
          options,
        );
        return run.violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        }));
      },
      rules === 'all' ? axeRunOptions : axeColourRunOptions,
    );
    if (violations.length > 0) {
      failures.push(`axe, ${theme} theme, ${width} px:\n${JSON.stringify(violations, null, 2)}`);
    }

    if (checks.visual?.disable || !shot) continue;
    const identifier = `${id}--${theme}${suffix}`;
    const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    // Under load a raster can still differ by a few pixels from one paint to the next. Such noise
    // does not survive a repaint; a real change does, so only a difference seen in every shot
    // fails (and the last shot is the one compared and reported).
    const baseline = baselineOf(identifier);
    let image = await shoot();
    const attempts = updating ? shotsWhenUpdating : shotsPerTheme;
    for (let attempt = 1; attempt < attempts && baseline && differs(image, baseline); attempt += 1) {
      // A page of another height than its baseline is fitted again from the screen's own height:
      // a viewport grown to a passing height would otherwise keep every later shot that tall.
      if (!sameSize(image, baseline)) {
        await page.setViewportSize(screen);
        await fitViewportToPage(page);
      }
      await repaintIn(page, theme);
      image = await shoot();
    }
    // The same bytes as the baseline need no decoding (most shots; about 0.25 s each saved).
    if (baseline?.equals(image)) continue;
    // Kept for the review page (npm run visual:review): the new shot beside its baseline and diff.
    if (!updating && baseline && differs(image, baseline)) {
      mkdirSync(newShotDir, { recursive: true });
      writeFileSync(`${newShotDir}/${identifier}.png`, image);
    }
    try {
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselineDir,
        customSnapshotIdentifier: identifier,
        customDiffDir: `${process.cwd()}/test-results/visual-diffs`,
        customDiffConfig: diffConfig,
        failureThreshold: 0,
        failureThresholdType: 'pixel',
        // In the worker: the default spawns a Node process for every comparison.
        runInProcess: true,
      });
    } catch (error) {
      const where = baseline ? ` (${differenceBox(image, baseline)})` : '';
      failures.push(`screenshot, ${theme} theme, ${width} px${where}: ${(error as Error).message}`);
    }
  }
}

/**
 * Resizes to `screen` and waits until what follows a resize has painted: resize observers, the new
 * layout, and any font face that layout asks for.
 */
async function resizeTo(page: Page, screen: { width: number; height: number }) {
  await page.setViewportSize(screen);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))));
    await document.fonts.ready;
  });
}

/**
 * Waits until the story's own render has finished. The runner's page script resolves a story on the
 * next STORY_FINISHED event whatever its story; a late one from the story before (a render it had
 * queued) let the checks start while this story's play was still under way (a chat drawer still
 * open in the shot, open in the play's middle and closed at its end).
 */
async function storyFinished(page: Page, id: string) {
  // Runs in the page: the phase of Storybook's current render if it is this story's, else null.
  const phaseOf = (storyId: string) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId ? (render.phase ?? null) : null;
  };
  const settled = ['finished', 'errored', 'aborted'];
  const deadline = Date.now() + 60_000;
  let phase = await page.evaluate(phaseOf, id);
  if (phase === 'finished') return;
  console.log(`${id}: its checks waited for the story to finish (its render was ${phase ?? 'not yet current'})`);
  while (!settled.includes(phase ?? '')) {
    if (Date.now() > deadline) throw new Error(`${id}: the story did not finish within 60 s (its render: ${phase})`);
    await page.waitForTimeout(50);
    phase = await page.evaluate(phaseOf, id);
  }
}

/**
 * After each story's play function: axe in both themes and the baselines, on the story's own screen
 * and then, unless that already is a phone, at 390 px wide. Every theme and width is checked before
 * the story fails, so its report names all that failed.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // Stories of one file share a page: each sets its own screen (or the default) before it renders.
    const story = await getStoryContext(page, context);
    const screen = ((story.parameters ?? {}) as StoryChecks).screen ?? defaultScreen;
    const current = page.viewportSize();
    if (current?.width !== screen.width || current?.height !== screen.height) await page.setViewportSize(screen);
  },
  async postVisit(page, context) {
    await storyFinished(page, context.id);
    // The runner calls postVisit after a failed play too; a screenshot must not hide that failure.
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) return;
    const story = await getStoryContext(page, context);
    const checks = (story.parameters ?? {}) as StoryChecks;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    // Once per document: the runner renders a file's stories in one page, and parsing axe's half
    // megabyte for every story cost about 0.4 s each.
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });

    const failures: string[] = [];
    const ownWidth = (checks.screen ?? defaultScreen).width;
    await checkScreen(
      page,
      context.id,
      checks,
      { screen: checks.screen ?? defaultScreen, themeChecks: ownScreenChecks, suffix: '' },
      failures,
    );
    if (ownWidth > phoneScreen.width) {
      await resizeTo(page, phoneScreen);
      await checkScreen(
        page,
        context.id,
        checks,
        { screen: phoneScreen, themeChecks: phoneChecks, suffix: `--${phoneScreen.width}` },
        failures,
      );
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
};

export default config;
