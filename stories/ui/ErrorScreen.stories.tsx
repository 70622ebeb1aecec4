import { ErrorScreen } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/ErrorScreen',
  id: 'ui-errorscreen',
  component: ErrorScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A full-page screen for an unexpected failure: "Something Went Wrong", "We encountered an unexpected error. Don't worry - your data is safe.", a Reload Page button (reloads the page unless you pass \`onReload\`), a Go to Home link (\`homeHref\`, "/" by default) and a "Contact ..." e-mail link (\`supportEmail\`).

### When to use
- As the fallback of an error boundary, or whenever the app cannot go on.
- When one part of a page failed and can be retried in place, use an inline message such as **ConnectionIssue**. For an unknown address, use **NotFound**. For a brief notice, use a **Toaster** toast.

### Do
- Do render it in place of the whole page: it fills the viewport's height and has the page's \`h1\`.
- Do pass \`onReload\` when a reload should do more than \`window.location.reload()\` (for example, clear a cached state first).
- Do set \`supportEmail\` to an address that is read.

### Don't
- Don't render it inside another page or next to another \`h1\`.
- Don't turn off \`autoFocus\` unless you move focus to the screen yourself: the focus on the heading is how screen reader users learn that something went wrong.

### Accessibility
- **Keyboard:** when it appears, focus moves to the heading (it has \`tabindex="-1"\`, so Tab does not stop on it again). Tab then reaches Reload Page, Go to Home and the e-mail link, in that order. Enter or Space presses Reload Page; Enter follows the links.
- **Roles and names:** a \`section\` named by its \`h1\` (a \`region\` landmark), a \`button\` "Reload Page", a \`link\` "Go to Home" and a \`link\` "Contact " followed by the address (a \`mailto:\` link). The icon is hidden from assistive technology.
- **Announcements:** no live region. Screen readers read the heading when it takes focus.
- **Motion:** none, apart from colour transitions on hover, which are off under \`prefers-reduced-motion: reduce\`.
- **Touch:** Reload Page and Go to Home are at least 44 px tall; the e-mail link is an inline text link.`,
      },
    },
  },
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Something Went Wrong - We encountered an unexpected error. Don't worry - your data is safe." (spec 8) */
export const SomethingWentWrong: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Something Went Wrong' });
    // The heading takes focus in an effect, just after the first paint.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText("We encountered an unexpected error. Don't worry - your data is safe."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Contact support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Keyboard order: Reload Page, Go to Home, then the support e-mail. */
export const KeyboardOrder: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Something Went Wrong' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload Page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact support@example.com' })).toHaveFocus();
  },
};

export const CustomSupportEmail: Story = {
  args: { supportEmail: 'care@moonheart.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact care@moonheart.example' })).toHaveAttribute(
      'href',
      'mailto:care@moonheart.example',
    );
  },
};
