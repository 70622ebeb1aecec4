import { ConnectionIssue } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/ConnectionIssue',
  id: 'ui-connectionissue',
  component: ConnectionIssue,
  args: { onRetry: fn() },
} satisfies Meta<typeof ConnectionIssue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Connection Issue - We couldn't start your conversation. This might be a temporary connection issue." (spec 8) */
export const ErrorConnectionIssue: Story = {
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
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Try Again' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Retrying...');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
