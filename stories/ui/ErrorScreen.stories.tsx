import { ErrorScreen } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/ErrorScreen',
  id: 'ui-errorscreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Something Went Wrong - We encountered an unexpected error. Don't worry - your data is safe." (spec 8) */
export const SomethingWentWrong: Story = {
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
