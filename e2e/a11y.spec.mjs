// axe (WCAG 2.0-2.2 A/AA) on every page of the route table in both themes, each seen by an
// audience that may open it (spec 2; DECISIONS "Roles").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations, launch, openContext, themes } from './support.mjs';

const visitorPages = [
  '/',
  '/auth',
  '/register',
  '/reset-password',
  '/registration-success',
  '/verify-email',
  '/onboarding',
  '/pricing',
  '/subscribe',
  '/subscription',
  '/request',
  '/about',
  '/terms',
  '/privacy',
  '/updates',
  '/contact',
  '/no-such-page',
];
const adminPages = [
  '/chat',
  '/account-settings',
  '/billing',
  '/cancel-feedback',
  '/preferences',
  '/affiliate',
  '/help',
  '/admin',
  '/teacher-affiliate',
  '/teacher-knowledge-base',
  '/teacher-upload-teachings',
  '/admin/requests',
  '/admin/user-generator',
  '/admin/user-management',
  '/loading-viewer',
  '/integrations/skool',
  '/dashboard',
  '/upload-teachings',
  '/knowledge-base',
  '/training',
  '/training/selene',
  '/training/orion',
  '/training-history',
  '/training-analytics',
  '/learning',
  '/settings',
  '/system',
  '/enhancer',
  '/api-access',
  '/pdf-analyzer',
  '/memory-explorer',
  '/conversations',
  '/soulprint',
  '/cross-domain-integration',
  '/astrology',
  '/forecast',
  '/sacred-secretion',
  '/notifications',
  '/subscription-management',
];
const clientPages = ['/client', '/chat', '/subscription', '/notifications'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const theme of themes) {
  for (const [audience, pages] of [
    [null, visitorPages],
    ['admin', adminPages],
    ['free', clientPages],
  ]) {
    describe(`axe, ${theme}, ${audience ?? 'visitor'}`, () => {
      let context;
      before(async () => {
        context = await openContext(browser, { user: audience, theme, bypassCSP: true });
      });
      after(async () => {
        await context?.close();
      });
      for (const path of pages) {
        it(path, async () => {
          const page = await context.newPage();
          try {
            await page.goto(path);
            await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
            await page.waitForLoadState('networkidle').catch(() => {});
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light'), theme);
            const violations = await axeViolations(page);
            assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}
