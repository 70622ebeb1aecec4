import { afterEach } from 'vitest';

// DOM matchers and unmounting only where there is a DOM: the pure-logic files skip loading React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
