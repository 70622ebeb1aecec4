import { VerifyingAccess } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/VerifyingAccess',
  id: 'ui-verifyingaccess',
  component: VerifyingAccess,
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
