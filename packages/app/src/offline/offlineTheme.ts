/**
 * The theme of the offline document, read as @app/ui's boot script reads it. The names are copied
 * here (a test holds them equal to @app/ui's) because importing @app/ui would share modules with
 * the shell's entry and split it.
 */
export const themeAttribute = 'data-theme';
export const themeStorageKey = 'moonheart-theme';
export const offlineThemeNames = ['light', 'dark-celestial'] as const;
export type OfflineThemeName = (typeof offlineThemeNames)[number];

/** The stored theme, or light (the default) when none or an unknown one is stored. */
export function storedTheme(storage?: Pick<Storage, 'getItem'>): OfflineThemeName {
  try {
    // Reading localStorage itself can throw (privacy modes, sandboxed frames).
    const saved = (storage ?? globalThis.localStorage)?.getItem(themeStorageKey);
    return offlineThemeNames.includes(saved as OfflineThemeName) ? (saved as OfflineThemeName) : 'light';
  } catch {
    return 'light';
  }
}
