import { afterAll, afterEach, vi } from 'vitest';

// DOM matchers and unmounting only where there is a DOM: the pure-logic files skip loading React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

// Test files share a worker (vitest.config.ts, `isolate: false`): what one file changed globally
// must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
  }
});
