import { type SubscriptionTier, UserBadge, type UserBadgeProps, type UserRole } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/UserBadge',
  id: 'ui-userbadge',
  component: UserBadge,
  parameters: {
    docs: {
      description: {
        component: `The signed-in user's name with a small badge. Clients see their plan's label (Free, Core, Plus, Advanced or Elite; "Free" when the tier is missing or unknown). Admins and teachers see their role (Admin, Teacher) instead of a plan. Each badge has its own colour.

### When to use
- Where the user should see who is signed in and on which plan, e.g. in a header or a profile panel.
- For account actions and links, use **AccountMenu**. For the prompts left today, use **PromptCounter**; for usage warnings, use **UsageBanner**.

### Do
- Do pass the same \`userRole\` and \`tier\` you give the **AccountMenu**, so both agree.
- Do give it a container with a limited width when names can be long: the name is cut with an ellipsis and the badge stays whole.
- Do pass \`tier\` as soon as it is known: a missing tier reads "Free", which is wrong for a paying user.

### Don't
- Don't make it a button or link: it is plain text. Put actions in the **AccountMenu**.
- Don't show it for visitors who are not signed in: it always shows a plan, at least "Free".
- Don't pass a tier for admins or teachers expecting it to show: their role wins.

### Accessibility
- **Keyboard:** no keyboard interaction.
- **Roles and names:** plain text, no role. Inside the badge, a visually hidden prefix tells screen-reader users what the label is: they hear e.g. "luna Plan: Core" or "selene-keeper Role: Admin".
- **Long names:** only the visible name is cut; screen readers still read it in full.
- **Announcements:** none; changes are not announced.
- **Motion:** none.`,
      },
    },
  },
  args: { username: 'luna', userRole: 'client' },
} satisfies Meta<typeof UserBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts the username, then the badge's label (with its screen-reader prefix). */
const badgeStory = (args: Partial<UserBadgeProps>, text: string): Story => ({
  args,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(args.username ?? 'luna')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(text);
  },
});

export const Free = badgeStory({ tier: 'free' }, 'luna Plan: Free');
export const Core = badgeStory({ tier: 'core' }, 'luna Plan: Core');
export const Plus = badgeStory({ tier: 'plus' }, 'luna Plan: Plus');
export const Advanced = badgeStory({ tier: 'advanced' }, 'luna Plan: Advanced');
export const Elite = badgeStory({ tier: 'elite' }, 'luna Plan: Elite');
/** Spec 3: the badge's default label is Free. */
export const MissingTier = badgeStory({ tier: undefined }, 'luna Plan: Free');
/** Admins and teachers show their role instead of a tier. */
export const Admin = badgeStory(
  { username: 'selene-keeper', userRole: 'admin', tier: 'free' },
  'selene-keeper Role: Admin',
);
export const Teacher = badgeStory({ username: 'orion-guide', userRole: 'teacher' }, 'orion-guide Role: Teacher');

const matrix: [string, UserRole | null, SubscriptionTier | undefined][] = [
  ['free-spirit', 'client', 'free'],
  ['core-seeker', 'client', 'core'],
  ['plus-legacy', 'client', 'plus'],
  ['advanced-star', 'client', 'advanced'],
  ['elite-moon', 'client', 'elite'],
  ['no-tier-yet', 'client', undefined],
  ['selene-keeper', 'admin', undefined],
  ['orion-guide', 'teacher', undefined],
];

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {matrix.map(([username, userRole, tier]) => (
        <UserBadge key={username} username={username} userRole={userRole} tier={tier} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const kinds = [...canvasElement.querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'));
    await expect(kinds).toEqual(['free', 'core', 'plus', 'advanced', 'elite', 'free', 'admin', 'teacher']);
  },
};
