import { ThemeToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/ThemeToggle',
  id: 'ui-themetoggle',
  component: ThemeToggle,
  args: { onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark celestial theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark-celestial');
  },
};

export const DarkCelestial: Story = {
  args: { theme: 'dark-celestial' },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark celestial theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const IconOnly: Story = {
  args: { theme: 'light', showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark celestial theme' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { theme: 'light', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark celestial theme' })).toBeDisabled();
  },
};

/** Uncontrolled: the toggle saves under `moonheart-theme` and marks the document root. */
export const Persisted: Story = {
  beforeEach: () => {
    localStorage.removeItem('moonheart-theme');
    return () => {
      localStorage.removeItem('moonheart-theme');
      document.documentElement.removeAttribute('data-theme');
    };
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark celestial theme' });
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem('moonheart-theme')).toBe('dark-celestial');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark-celestial');
    await userEvent.keyboard(' ');
    await expect(localStorage.getItem('moonheart-theme')).toBe('light');
    await expect(document.documentElement).not.toHaveAttribute('data-theme');
  },
};
