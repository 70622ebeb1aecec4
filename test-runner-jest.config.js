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
];

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
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
