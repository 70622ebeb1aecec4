import { VerifyingAccess } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/VerifyingAccess',
  id: 'ui-verifyingaccess',
  component: VerifyingAccess,
  parameters: {
    docs: {
      description: {
        component: `What a protected page shows while it checks who the user is and what their plan allows: a large \`Loader\` with the visible text "Verifying access...", centred in a block at least 60% of the viewport tall. It takes no props besides \`className\`.

### When to use
- In place of a guarded page's content while the user or subscription check runs.
- For any other wait, use **Loader** with a label that says what loads. At start-up, use **SplashScreen**.

### Do
- Do render it where the page's content will appear, inside the usual header and footer.
- Do replace it with the page, or redirect, as soon as the check ends.

### Don't
- Don't use it for waits other than an access check: its text is fixed.
- Don't show it next to another loader for the same wait.

### Accessibility
- **Keyboard:** no keyboard interaction; nothing in it is focusable.
- **Roles and names:** a \`role="status"\` element (a polite live region) with the text "Verifying access...". The graphic is hidden from assistive technology. Some screen readers read a live region only when its text changes, so they may not say the text the moment it appears; it is always found in the page.
- **Motion:** the graphic turns; under \`prefers-reduced-motion: reduce\` it is a still frame.
- **Touch:** not interactive.`,
      },
    },
  },
} satisfies Meta<typeof VerifyingAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Verifying access..." (spec 2): a centred spinner while a guarded route checks the user. */
export const Verifying: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Verifying access...');
    await expect(canvas.getByText('Verifying access...')).toBeVisible();
    const box = status.getBoundingClientRect();
    const page = status.parentElement!.getBoundingClientRect();
    // Centred horizontally in its slot (within a pixel).
    await expect(Math.abs(box.left + box.width / 2 - (page.left + page.width / 2))).toBeLessThan(1);
  },
};
