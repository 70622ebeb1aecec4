import { SkyPageHarness } from '../../../packages/app/src/sky/SkyPageHarness';

/** The sky pages' stories: one page in a memory router, at a fixed moment and time zone. */
export const skyStoryArgs = {
  now: new Date('2026-03-14T09:30:00Z'),
  timeZone: 'Europe/London',
} as const;

/** The first visit loads the page's code and the sky module: allow for it. */
export const skyLoad = { timeout: 15_000 } as const;

// The profile scenarios: exported by @app/mocks' handlers; the lead adds them to the package root.
export { profileHandlers } from '@app/mocks';
export { SkyPageHarness };
