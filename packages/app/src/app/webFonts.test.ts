import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, webFontsPendingAttribute } from './bootScript';
import { adoptWebFonts } from './webFonts';

/** The router as adoptWebFonts sees it: a listener called with each resolved navigation's path. */
function fakeNavigation() {
  const listeners = new Set<(pathname: string) => void>();
  return {
    onNavigated: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (pathname: string) => {
      for (const listener of listeners) listener(pathname);
    },
    listening: () => listeners.size,
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A font file the boot script prefetched on a first visit. */
function markFontsPending() {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute(webFontsPendingAttribute, '');
  document.head.append(link);
}

afterEach(() => {
  document.head.replaceChildren();
  setVisibility('visible');
});

describe('adoptWebFonts', () => {
  it('loads the fonts at once when the page painted with them (or without the server)', () => {
    const load = vi.fn(async () => {});
    const navigation = fakeNavigation();
    adoptWebFonts({ load, onNavigated: navigation.onNavigated, pathname: '/' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(navigation.listening()).toBe(0);
  });

  it('on a first visit, waits for a navigation to another path, then loads them once', () => {
    markFontsPending();
    const load = vi.fn(async () => {});
    const navigation = fakeNavigation();
    adoptWebFonts({ load, onNavigated: navigation.onNavigated, pathname: '/' });
    expect(load).not.toHaveBeenCalled();
    // The page resolving where it already is (hydration, a conversation's ?query) is no change of page.
    navigation.navigate('/');
    expect(load).not.toHaveBeenCalled();
    navigation.navigate('/pricing');
    expect(load).toHaveBeenCalledTimes(1);
    expect(navigation.listening()).toBe(0);
    navigation.navigate('/about');
    setVisibility('hidden');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a first visit that stays, loads them when the page is hidden, and only then', () => {
    markFontsPending();
    const load = vi.fn(async () => {});
    const navigation = fakeNavigation();
    adoptWebFonts({ load, onNavigated: navigation.onNavigated, pathname: '/pricing' });
    setVisibility('visible');
    expect(load).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(load).toHaveBeenCalledTimes(1);
    expect(navigation.listening()).toBe(0);
    setVisibility('visible');
    setVisibility('hidden');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('bootScript', () => {
  const assets = { entry: '/assets/index.js', modules: ['/assets/a.js'], inlinedStylesheets: ['/assets/index.css'] };

  it('on a first visit prefetches the font files, marked pending, and applies no font stylesheet', () => {
    const script = bootScript({ ...assets, fontFiles: ['/assets/inter.woff2', '/assets/cormorant.woff2'] });
    expect(script).toContain('"/assets/inter.woff2","/assets/cormorant.woff2"');
    expect(script).toContain("l.rel='prefetch'");
    expect(script).toContain(webFontsPendingAttribute);
    expect(script).toContain('moonheart-fonts-cached=1');
    expect(script).not.toContain("rel='stylesheet';l.href");
  });

  it('with the fonts cached, fetches nothing for them', () => {
    const script = bootScript(assets);
    expect(script).not.toContain('prefetch');
    expect(script).not.toContain('fonts-cached');
  });
});
