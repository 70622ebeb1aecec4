import { createThemeStore, ThemeToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/ThemeToggle',
  id: 'ui-themetoggle',
  component: ThemeToggle,
  parameters: {
    docs: {
      description: {
        component: `A toggle button that switches between the \`light\` and \`dark-celestial\` themes. Pressed means dark celestial. It shows a sun or a moon icon, and by default the label "Dark celestial theme".

### When to use
- In a header or settings area, to let people switch the theme. In **ChatHeader**, pass it to the \`themeToggle\` slot, usually with \`showLabel={false}\`.
- It switches between these two themes only. With nothing saved, the theme is \`light\`; it does not follow the system's colour scheme.

### Do
- Do leave \`theme\` out to let it manage the theme itself: it then saves the choice in \`localStorage\` (\`moonheart-theme\`), marks the document root with \`data-theme="dark-celestial"\` (removed for light), and follows changes made in other tabs.
- Do give it a store of your own (\`store={createThemeStore({ storageKey: 'acme-theme' })}\`) to save the choice under your app's key; pass the same store to \`useTheme(store)\` wherever the theme is read.
- Do pass \`theme\` and \`onThemeChange\` together if your app stores the theme itself. A controlled toggle does not save or apply anything.
- Do apply the saved theme when the page loads, e.g. \`applyTheme(readStoredTheme())\` before the first render. The toggle shows the saved theme, but it applies a theme only when it is pressed.
- Do use \`showLabel={false}\` only where space is short; the accessible name stays "Dark celestial theme".

### Don't
- Don't change the label to describe the current state (e.g. "Light theme"): the name stays the same and the pressed state says whether dark celestial is on.
- Don't render a controlled toggle without \`onThemeChange\`: it would never change.
- Don't mix a controlled and an uncontrolled toggle on one page: the controlled one shows only its \`theme\` prop and does not follow the saved theme.

### Accessibility
- **Keyboard:** Tab reaches it; Space or Enter toggles it. When \`isDisabled\` is set, it is disabled and Tab skips it.
- **Roles and names:** a \`button\` with \`aria-pressed\` ("true" for dark celestial). Its name is "Dark celestial theme", from the visible label, or from \`aria-label\` when \`showLabel\` is false. The icons are hidden from screen readers.
- **Announcements:** screen readers say the name and the pressed state, e.g. "Dark celestial theme, toggle button, pressed" (the wording varies by screen reader). The page's theme change itself is not announced.
- **Motion:** the background colour change has no transition under \`prefers-reduced-motion: reduce\`.
- **Touch:** it is at least 44 × 44 px.`,
      },
    },
  },
  args: { onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  tags: ['interaction'],
  args: { theme: 'light' },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark celestial theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark-celestial');
  },
};

export const DarkCelestial: Story = {
  tags: ['interaction'],
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
  tags: ['interaction'],
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

const ownStore = createThemeStore({ storageKey: 'acme-theme' });

/** Uncontrolled with a store of its own: the choice is saved under the app's key, not `moonheart-theme`. */
export const OwnStorageKey: Story = {
  tags: ['interaction'],
  args: { store: ownStore },
  beforeEach: () => {
    localStorage.removeItem('acme-theme');
    ownStore.reset();
    return () => {
      localStorage.removeItem('acme-theme');
      document.documentElement.removeAttribute('data-theme');
    };
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark celestial theme' });
    const savedBefore = localStorage.getItem('moonheart-theme');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem('acme-theme')).toBe('dark-celestial');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark-celestial');
    await expect(localStorage.getItem('moonheart-theme')).toBe(savedBefore);
    await userEvent.click(toggle);
    await expect(localStorage.getItem('acme-theme')).toBe('light');
    await expect(document.documentElement).not.toHaveAttribute('data-theme');
  },
};
