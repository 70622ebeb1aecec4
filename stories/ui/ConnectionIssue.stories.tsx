import { ConnectionIssue } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/ConnectionIssue',
  id: 'ui-connectionissue',
  component: ConnectionIssue,
  parameters: {
    docs: {
      description: {
        component: `A card that says a conversation could not be started: "Connection Issue", "We couldn't start your conversation. This might be a temporary connection issue.", and a Try Again button. When \`onRetry\` returns a promise, the button shows a spinner and ignores presses until the promise settles; \`isPending\` does the same from outside.

### When to use
- In the place where a conversation should have started, when starting it failed and trying again may help.
- When the whole app has failed, use **ErrorScreen**. For a brief notice with no retry, use a **Toaster** toast. For an unknown address, use **NotFound**.

### Do
- Do return the retry's promise from \`onRetry\`, so the button shows that a retry is running and cannot be pressed twice.
- Do set \`headingLevel\` (2 or 3) so the heading fits the page's outline.
- Do replace the card with the conversation once the retry works. If it fails again, keep or show the card again.

### Don't
- Don't show it together with a toast for the same failure: both are announced.
- Don't use it for errors other than a failed start: its title and text are fixed.

### Accessibility
- **Keyboard:** Tab reaches Try Again; Enter or Space presses it. While a retry runs the button keeps focus and stays focusable (\`aria-disabled="true"\`), but presses are ignored.
- **Roles and names:** a \`section\` named by its heading (a \`region\` landmark). The heading ("Connection Issue", \`h2\` by default) and the description sit in a \`role="alert"\` block, so screen readers read both at once when the card is added to the page. The icon is hidden from assistive technology.
- **Announcements:** a visually hidden \`role="status"\` region (polite) says "Retrying..." while a retry runs.
- **Motion:** the spinner turns while a retry runs; under \`prefers-reduced-motion: reduce\` it stands still, and the button's colour transition is off.
- **Touch:** Try Again is at least 44 px tall.`,
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof ConnectionIssue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Connection Issue - We couldn't start your conversation. This might be a temporary connection issue." (spec 8) */
export const ErrorConnectionIssue: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Connection Issue' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We couldn't start your conversation. This might be a temporary connection issue.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While the retry runs, Try Again keeps focus, announces "Retrying..." and cannot be pressed again. */
export const Retrying: Story = {
  tags: ['interaction'],
  args: { onRetry: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Retrying...');
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Pending held by the app (e.g. while it restarts the conversation itself). */
export const PendingFromApp: Story = {
  tags: ['interaction'],
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Retrying...');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
