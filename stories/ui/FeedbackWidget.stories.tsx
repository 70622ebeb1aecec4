import { FeedbackWidget } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/FeedbackWidget',
  id: 'ui-feedbackwidget',
  component: FeedbackWidget,
  parameters: {
    docs: {
      description: {
        component: `Thumbs up ("Helpful") and thumbs down ("Not helpful") for one reply. A press calls \`onSubmit\`; while it runs the chosen thumb shows a spinner. When it resolves, a thank-you appears and the rating is final. When it rejects, the widget is usable again and shows "Feedback Error - Unable to submit feedback. Please try again." (also passed to \`onError\`).

### When to use
- Under an assistant reply, to let people rate that reply once.
- For other actions on a message (copy, regenerate, edit), use **MessageActions**. For errors that are not about a rating, use the **Toaster**.

### Do
- Do make \`onSubmit\` reject when the rating was not saved. A promise that resolves counts as saved and locks the widget.
- Do pass \`defaultValue\` for a reply that was rated before: the widget then starts with the thank-you and stays locked.
- Do set \`showInlineError={false}\` when you show the failure as a toast from \`onError\`, so it does not appear twice.

### Don't
- Don't offer a way to change a rating through this widget: once sent it is final, and further presses do nothing.
- Don't put it under the user's own messages: it rates a response, and its group is named "Rate this response".

### Accessibility
- **Keyboard:** Tab reaches each thumb in turn (two tab stops). Enter or Space rates. While sending and after a rating, the thumbs stay focusable (\`aria-disabled="true"\`) so focus is never lost, but presses are ignored.
- **Roles and names:** a \`group\` named "Rate this response" (change it with \`label\`) holding two \`button\`s named "Helpful" and "Not helpful", each with \`aria-pressed\` (true for the chosen one once a rating is being sent or is given).
- **Announcements:** a \`role="status"\` region (polite) says "Sending feedback..." while sending, then "Thanks for the positive feedback!" or "Thanks for your feedback!" followed by "Your preferences are being learned to improve future guidance." A failure shows a \`role="alert"\` paragraph, read at once, unless \`showInlineError\` is false.
- **Motion:** the sending spinner turns and colours change with a short transition. Under \`prefers-reduced-motion: reduce\` the spinner stands still and the transitions are off.
- **Touch:** each thumb is drawn at 36 px but takes touches over 44 × 44 px; the two areas grow away from each other so they do not overlap.`,
      },
    },
  },
  args: { onSubmit: fn(async () => {}), onError: fn() },
} satisfies Meta<typeof FeedbackWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const learning = 'Your preferences are being learned to improve future guidance.';

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rate this response' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The request is in flight (it never settles here): the chosen thumb is pending. */
export const Submitting: Story = {
  tags: ['interaction'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Helpful' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('positive');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending feedback...');
    const helpful = canvas.getByRole('button', { name: 'Helpful' });
    await expect(helpful).toHaveFocus();
    await expect(helpful).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Not helpful' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ThanksPositive: Story = {
  tags: ['interaction'],
  name: 'Submitted positive',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Helpful' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('positive');
    const status = await canvas.findByText('Thanks for the positive feedback!');
    await expect(status).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`Thanks for the positive feedback! ${learning}`);
    await expect(canvas.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ThanksNegative: Story = {
  tags: ['interaction'],
  name: 'Submitted negative',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not helpful' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('negative');
    await canvas.findByText('Thanks for your feedback!');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Thanks for your feedback! ${learning}`);
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The request fails: back to idle with the spec's error inline and through onError (the app's toast). */
export const ErrorFeedback: Story = {
  tags: ['interaction'],
  args: { onSubmit: fn(() => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not helpful' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Feedback Error - Unable to submit feedback. Please try again.');
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onError).toHaveBeenCalledWith(
      { title: 'Feedback Error', description: 'Unable to submit feedback. Please try again.' },
      expect.any(Error),
    );
    // Idle again: both thumbs can be used.
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Helpful' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Once given, the rating cannot change: further presses send nothing and focus stays put. */
export const Locked: Story = {
  tags: ['interaction'],
  args: { defaultValue: 'positive' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks for the positive feedback!');
    const notHelpful = canvas.getByRole('button', { name: 'Not helpful' });
    await expect(notHelpful).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(notHelpful);
    await userEvent.click(canvas.getByRole('button', { name: 'Helpful' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Helpful' })).toHaveFocus();
  },
};

/** A double click sends one rating. */
export const DoubleClickSubmitsOnce: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Helpful' }));
    await canvas.findByText('Thanks for the positive feedback!');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const KeyboardRating: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText('Thanks for your feedback!');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('negative');
  },
};
