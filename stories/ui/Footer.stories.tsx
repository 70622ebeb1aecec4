import { Footer, type FooterLink, StarfieldPauseToggle } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';

const navigate = fn();

const legalLinks: FooterLink[] = [
  { id: 'terms', label: 'Terms', href: '/terms' },
  { id: 'privacy', label: 'Privacy', href: '/privacy' },
];

const meta = {
  title: 'UI/Chrome/Footer',
  id: 'ui-footer',
  component: Footer,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The page footer: a navigation (named "Legal" unless you pass \`navLabel\`) of the links you pass in \`links\` (\`{ id, label, href }\`, in order), here the terms (\`/terms\`) and the privacy policy (\`/privacy\`). Page-wide controls passed as \`children\` (such as the starfield's pause toggle) sit before the links.

### When to use
- Once per page, at the bottom of the layout.
- For the top of the page, use **ChatHeader**. For account links, use **AccountMenu**.

### Do
- Do wrap your app in React Aria's \`RouterProvider\`, so the links go through your router without a page load.
- Do put the **StarfieldPauseToggle** here (with \`<Starfield control="none">\`), so the pause control does not cover page content.
- Do place it outside \`<main>\` (and outside any \`<section>\` or \`<article>\`), so it stays the page's footer landmark.

### Don't
- Don't render two footers on a page: screen readers list each as a footer landmark.
- Don't pass links or long content as \`children\`: \`children\` is for small page-wide controls; links go in \`links\`.
- Don't restyle the links without an underline: they sit in muted text and must not be told apart by colour alone.

### Accessibility
- **Keyboard:** Tab reaches each link (and any controls in \`children\`, which come first); Enter follows a link.
- **Roles and names:** a \`<footer>\`, which is the \`contentinfo\` landmark when it is not inside \`<main>\`, \`<article>\`, \`<aside>\`, \`<nav>\` or \`<section>\`. Inside it, a \`navigation\` landmark named "Legal" (or \`navLabel\`) holds a list of the links, here "Terms" and "Privacy".
- **Announcements:** none.
- **Motion:** none.
- **Touch:** each link is at least 44 px high.`,
      },
    },
  },
  args: { links: legalLinks },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const nav = within(canvas.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
  },
};

function FooterWithStarfieldToggle() {
  const [paused, setPaused] = useState(false);
  // The test runner emulates reduced motion, where the toggle hides itself; here it is shown on purpose.
  return (
    <Footer links={legalLinks}>
      <StarfieldPauseToggle reducedMotion={false} isPaused={paused} onPausedChange={setPaused} />
    </Footer>
  );
}

/** The app's footer: the starfield's pause control in the page's flow, before the links. */
export const WithStarfieldPauseToggle: Story = {
  tags: ['interaction'],
  render: () => <FooterWithStarfieldToggle />,
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const toggle = within(footer).getByRole('button', { name: 'Pause background animation' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms', 'Privacy']);
  },
};
