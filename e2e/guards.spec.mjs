// Each guard outcome for each audience (spec 2, DECISIONS "Roles"), against the real server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoUsers, launch, openContext, sessionOf, settledPath } from './support.mjs';

// One route of each kind, and where each audience ends up. The seeded teacher is on the advanced
// tier (packages/server/src/db/seed.ts), so the tier routes admit it like an advanced client.
const routes = {
  '/billing': { visitor: '/auth', default: '/billing' },
  '/teacher-knowledge-base': {
    visitor: '/auth',
    admin: '/teacher-knowledge-base',
    teacher: '/teacher-knowledge-base',
    default: '/',
  },
  '/knowledge-base': { visitor: '/auth', admin: '/knowledge-base', default: '/' },
  '/notifications': { visitor: '/auth', teacher: '/', default: '/notifications' },
  '/astrology': {
    visitor: '/auth',
    admin: '/astrology',
    teacher: '/astrology',
    advanced: '/astrology',
    elite: '/astrology',
    default: '/chat',
  },
  '/forecast': {
    visitor: '/auth',
    admin: '/forecast',
    teacher: '/forecast',
    core: '/forecast',
    advanced: '/forecast',
    elite: '/forecast',
    default: '/chat',
  },
};
const tiersOf = { '/astrology': 'advanced or elite', '/forecast': 'core or advanced or elite' };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const audience of ['visitor', ...demoUsers]) {
  describe(`guards as ${audience}`, () => {
    // One log-in per audience; each route then starts from its cookies in a fresh context.
    let storageState;
    before(async () => {
      if (audience !== 'visitor') storageState = await sessionOf(browser, audience);
    });
    for (const [path, outcomes] of Object.entries(routes)) {
      const expected = outcomes[audience] ?? outcomes.default;
      it(`${path} -> ${expected}`, async () => {
        const context = await openContext(browser, { storageState });
        const page = await context.newPage();
        try {
          await page.goto(path);
          const landed = await settledPath(page, expected === path ? {} : { not: path });
          assert.equal(landed, expected);
          if (expected === '/auth') {
            assert.equal(await page.evaluate(() => sessionStorage.getItem('moonheart-redirect-after-auth')), path);
          }
          if (expected === '/chat' && tiersOf[path]) {
            const toast = page.getByRole('alertdialog', { name: 'Subscription Required' });
            await toast.waitFor({ timeout: 10_000 });
            assert.match(
              await toast.textContent(),
              new RegExp(
                `This feature requires a ${tiersOf[path]} subscription or higher\\. Your current tier: ${audience === 'teacher' ? '\\S+' : audience}`,
              ),
            );
          }
          if (expected === path) {
            await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
          }
        } finally {
          await context.close();
        }
      });
    }
  });
}
