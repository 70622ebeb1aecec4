import { ToggleButton } from 'react-aria-components';
import { coreMessages as messages } from '../../messages/core';
import { type ThemeStore, useTheme } from '../../theme/themeStore';
import type { ThemeName } from '../../theme/themes';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps {
  /** Controlled theme; omit to use the saved theme of `store`. */
  theme?: ThemeName;
  /**
   * Where an uncontrolled toggle reads and saves the theme (`createThemeStore`).
   * @default the default store, saved under `moonheart-theme`
   */
  store?: ThemeStore;
  /** Called with the new theme. Uncontrolled toggles also save and apply it. */
  onThemeChange?: (theme: ThemeName) => void;
  /** Show the theme's name beside the icon. @default true */
  showLabel?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * Switches between `light` and `dark-celestial`. A toggle button: pressed means dark-celestial,
 * and its accessible name stays the same in both states.
 */
export function ThemeToggle({
  theme,
  store,
  onThemeChange,
  showLabel = true,
  isDisabled,
  className,
}: ThemeToggleProps) {
  const [savedTheme, saveTheme] = useTheme(store);
  const active = theme ?? savedTheme;
  const isDark = active === 'dark-celestial';
  return (
    <ToggleButton
      className={[styles.root, className].filter(Boolean).join(' ')}
      isSelected={isDark}
      isDisabled={isDisabled}
      aria-label={showLabel ? undefined : messages.theme.toggleLabel}
      onChange={(selected) => {
        const next: ThemeName = selected ? 'dark-celestial' : 'light';
        if (theme === undefined) saveTheme(next);
        onThemeChange?.(next);
      }}
    >
      {isDark ? <MoonIcon /> : <SunIcon />}
      {showLabel ? <span>{messages.theme.toggleLabel}</span> : null}
    </ToggleButton>
  );
}

function SunIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      <path fill="currentColor" d="M17 3l.7 1.8 1.8.7-1.8.7L17 8l-.7-1.8-1.8-.7 1.8-.7z" />
    </svg>
  );
}
