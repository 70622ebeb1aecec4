import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '../brand';
import { defaultTheme, isThemeName, type ThemeName, themeAttribute } from './themes';

/** Marks the document root for `dark-celestial`; the default theme carries no marker. */
export function applyTheme(theme: ThemeName, root: HTMLElement | undefined = globalThis.document?.documentElement) {
  if (!root) return;
  if (theme === defaultTheme) root.removeAttribute(themeAttribute);
  else root.setAttribute(themeAttribute, theme);
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames); the theme then lives for the page only.
    return undefined;
  }
}

export interface ThemeStoreOptions {
  /** The `localStorage` key the chosen theme is saved under. @default "moonheart-theme" */
  storageKey?: string;
}

/** One saved theme, shared by every `useTheme` and `ThemeToggle` given this store. */
export interface ThemeStore {
  /** The `localStorage` key it saves under. */
  readonly storageKey: string;
  /** Reads the saved theme; anything missing, unknown or unreadable means the default. */
  read(storage?: Pick<Storage, 'getItem'>): ThemeName;
  /** Saves and applies a theme, and tells every subscriber. */
  set(theme: ThemeName): void;
  /** The current theme (read from storage once, then kept in memory). */
  getSnapshot(): ThemeName;
  /**
   * Calls `listener` on every change, in this tab or (through the storage event) another. The first
   * subscription also applies the saved theme to the document, if it is not there yet.
   */
  subscribe(listener: () => void): () => void;
  /** Forgets the in-memory theme, so the next read comes from storage (tests, log-out). */
  reset(): void;
}

/**
 * A theme store saving under its own key: for an app that keeps its storage keys apart, or a page
 * with two independently themed parts. Most apps use the default store (`useTheme()`,
 * `ThemeToggle` without a `store`).
 *
 * @example
 * ```tsx
 * const themeStore = createThemeStore({ storageKey: 'acme-theme' });
 * const [theme, setTheme] = useTheme(themeStore);
 * <ThemeToggle store={themeStore} />
 * ```
 */
export function createThemeStore({ storageKey = storageKeys.theme }: ThemeStoreOptions = {}): ThemeStore {
  const listeners = new Set<() => void>();
  let current: ThemeName | undefined;
  const read = (storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemeName => {
    try {
      const saved = storage?.getItem(storageKey);
      return isThemeName(saved) ? saved : defaultTheme;
    } catch {
      return defaultTheme;
    }
  };
  const getSnapshot = (): ThemeName => {
    current ??= read();
    return current;
  };
  return {
    storageKey,
    read,
    set(theme) {
      current = theme;
      applyTheme(theme);
      try {
        safeStorage()?.setItem(storageKey, theme);
      } catch {
        // Quota or privacy errors: the choice still applies to this page.
      }
      for (const listener of listeners) listener();
    },
    getSnapshot,
    subscribe(listener) {
      // The first subscriber (a mounted useTheme or ThemeToggle) puts the saved theme on the page:
      // after a reload the toggle would otherwise show the saved theme over a page in the default.
      if (listeners.size === 0) {
        const theme = getSnapshot();
        const root = globalThis.document?.documentElement;
        if (root && (root.getAttribute(themeAttribute) ?? defaultTheme) !== theme) applyTheme(theme, root);
      }
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        // Another tab changed the theme: follow it.
        if (event.key !== storageKey) return;
        current = read();
        applyTheme(current);
        listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    reset() {
      current = undefined;
    },
  };
}

/** The store `useTheme()` and `ThemeToggle` use unless given another: saved under `moonheart-theme`. */
export const defaultThemeStore = createThemeStore();

/** Reads the theme saved in the default store; anything missing, unknown or unreadable means the default. */
export function readStoredTheme(storage?: Pick<Storage, 'getItem'>): ThemeName {
  return defaultThemeStore.read(storage);
}

/** Saves and applies a theme in the default store, and tells every `useTheme` user. */
export function setTheme(theme: ThemeName) {
  defaultThemeStore.set(theme);
}

/** Forgets the default store's in-memory theme so the next read comes from storage (tests, log-out). */
export function resetThemeStore() {
  defaultThemeStore.reset();
}

/** The saved theme and a setter that persists it, in `store` (by default under `moonheart-theme`). */
export function useTheme(store: ThemeStore = defaultThemeStore): [ThemeName, (theme: ThemeName) => void] {
  const theme = useSyncExternalStore(store.subscribe, store.getSnapshot, () => defaultTheme);
  return [theme, useCallback((next: ThemeName) => store.set(next), [store])];
}
