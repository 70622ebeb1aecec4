import { NotFound } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Feedback/NotFound',
  id: 'ui-notfound',
  component: NotFound,
  parameters: {
    docs: {
      description: {
        component: `The content for an address that matches no page: the moon logo, the heading "404 Page Not Found" and a Go to Home link (\`homeHref\`, "/" by default), centred in a block at least 60% of the viewport tall.

### When to use
- As the content of the catch-all route, inside the page's usual header and footer.
- When the app has failed, use **ErrorScreen**. When a failure can be retried in place, use an inline message such as **ConnectionIssue**.

### Do
- Do keep the default \`h1\` when it is the page's main content; use \`headingLevel={2}\` only when the page already has an \`h1\`.
- Do point \`homeHref\` at the page people should start again from.
- Do set the document's title (for example "Page not found") yourself: the component does not change it.

### Don't
- Don't use it for pages the user may not open (a missing subscription, a log-in): it says the page does not exist.
- Don't use it for a server or network failure: use **ErrorScreen** or an inline message.

### Accessibility
- **Keyboard:** Tab reaches Go to Home; Enter follows it. It does not move focus when it appears.
- **Roles and names:** a \`section\` named by its heading (a \`region\` landmark), the heading "404 Page Not Found" (\`h1\` by default), and a \`link\` "Go to Home". The logo is decorative and hidden from assistive technology.
- **Announcements:** no live region. Screen readers find the page by its heading.
- **Motion:** none, apart from a colour transition on hover, which is off under \`prefers-reduced-motion: reduce\`.
- **Touch:** the link is at least 44 px tall.`,
      },
    },
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "404 Page Not Found" (spec 2) with a link home. */
export const PageNotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

/** Keyboard users reach the link first and see its focus ring. */
export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Go to Home' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};
