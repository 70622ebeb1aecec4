import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, resetThemeStore } from '../../theme/themeStore';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  resetThemeStore();
});

describe('ThemeToggle', () => {
  it('starts light, then saves and applies dark-celestial when pressed', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark celestial theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('moonheart-theme')).toBe('dark-celestial');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark-celestial');
    await user.click(toggle);
    expect(localStorage.getItem('moonheart-theme')).toBe('light');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('saves under the key of the store it is given', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle store={createThemeStore({ storageKey: 'acme-theme' })} />);
    await user.click(screen.getByRole('button', { name: 'Dark celestial theme' }));
    expect(localStorage.getItem('acme-theme')).toBe('dark-celestial');
    expect(localStorage.getItem('moonheart-theme')).toBeNull();
  });

  it('restores the saved theme', () => {
    localStorage.setItem('moonheart-theme', 'dark-celestial');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark celestial theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const onThemeChange = vi.fn();
    render(<ThemeToggle onThemeChange={onThemeChange} showLabel={false} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onThemeChange).toHaveBeenCalledWith('dark-celestial');
  });

  it('does not save when controlled', async () => {
    const user = userEvent.setup();
    const onThemeChange = vi.fn();
    render(<ThemeToggle theme="dark-celestial" onThemeChange={onThemeChange} />);
    await user.click(screen.getByRole('button'));
    expect(onThemeChange).toHaveBeenCalledWith('light');
    expect(localStorage.getItem('moonheart-theme')).toBeNull();
  });
});
