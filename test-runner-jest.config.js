import { getJestConfig } from '@storybook/test-runner';

// Debian's Chromium, never a downloaded browser (README, "Browsers").
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  // Repaint whole layers: partial raster after a click or focus left a few anti-aliased edge
  // pixels different from run to run (2 images in 8 shots without it, 1 in 16 with it).
  '--disable-partial-raster',
];

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // A story with a play function, axe twice and two screenshots needs more than Jest's 15 s when
  // the two cores are busy.
  testTimeout: 90_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumFlags,
      },
      contextOptions: {
        viewport: { width: 1024, height: 720 },
        deviceScaleFactor: 1,
        // Still frames for every animation: deterministic screenshots, and the reduced-motion path
        // is what the baselines show.
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
