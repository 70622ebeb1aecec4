import { UserBadge, type UserBadgeProps } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userBadge } from '../../packages/app/src/routes/navigation';

const meta = {
  title: 'UI/Chrome/UserBadge',
  id: 'ui-userbadge',
  component: UserBadge,
  parameters: {
    docs: {
      description: {
        component: `The signed-in user's name with a small badge naming their plan or role: pass the text as \`label\`, \`kind="role"\` for a role (the default is \`"plan"\`), and a \`tone\` for its colour (\`neutral\`, \`positive\`, \`info\`, \`upsell\`, \`caution\` or \`accent\`). The stories show the Moonheart app's badges: clients see their plan (Free, Core, Plus, Advanced or Elite; "Free" when the tier is missing), admins and teachers their role.

### When to use
- Where the user should see who is signed in and on which plan, e.g. in a header or a profile panel.
- For account actions and links, use **AccountMenu**. For the prompts left today, use **PromptCounter**; for usage warnings, use **UsageBanner**.

### Do
- Do derive the badge and the **AccountMenu**'s items from the same user, so both agree.
- Do give it a container with a limited width when names can be long: the name is cut with an ellipsis and the badge stays whole.
- Do give each plan or role its own tone, the same everywhere.

### Don't
- Don't make it a button or link: it is plain text. Put actions in the **AccountMenu**.
- Don't show it for visitors who are not signed in: it always shows a plan, at least "Free".
- Don't rely on the tone alone to tell plans apart: the label says it.

### Accessibility
- **Keyboard:** no keyboard interaction.
- **Roles and names:** plain text, no role. Inside the badge, a visually hidden prefix tells screen-reader users what the label is: they hear e.g. "luna Plan: Core" or "selene-keeper Role: Admin".
- **Long names:** only the visible name is cut; screen readers still read it in full.
- **Announcements:** none; changes are not announced.
- **Motion:** none.`,
      },
    },
  },
  args: { username: 'luna', label: 'Free' },
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

/** The Moonheart app's badges, from the app's own rule (`userBadge`): each tier's label and tone, and the staff roles. */
const free = userBadge({ role: 'client', tier: 'free' });
const core = userBadge({ role: 'client', tier: 'core' });
const plus = userBadge({ role: 'client', tier: 'plus' });
const advanced = userBadge({ role: 'client', tier: 'advanced' });
const elite = userBadge({ role: 'client', tier: 'elite' });
const noTier = userBadge({ role: 'client' });
const admin = userBadge({ role: 'admin' });
const teacher = userBadge({ role: 'teacher' });

export const Free = badgeStory(free, 'luna Plan: Free');
export const Core = badgeStory(core, 'luna Plan: Core');
export const Plus = badgeStory(plus, 'luna Plan: Plus');
export const Advanced = badgeStory(advanced, 'luna Plan: Advanced');
export const Elite = badgeStory(elite, 'luna Plan: Elite');
/** Spec 3: the app passes Free when the tier is missing. */
export const MissingTier = badgeStory(noTier, 'luna Plan: Free');
/** Admins and teachers show their role instead of a tier. */
export const Admin = badgeStory({ username: 'selene-keeper', ...admin }, 'selene-keeper Role: Admin');
export const Teacher = badgeStory({ username: 'orion-guide', ...teacher }, 'orion-guide Role: Teacher');

const matrix: [string, Pick<UserBadgeProps, 'label' | 'kind' | 'tone'>][] = [
  ['free-spirit', free],
  ['core-seeker', core],
  ['plus-legacy', plus],
  ['advanced-star', advanced],
  ['elite-moon', elite],
  ['no-tier-yet', noTier],
  ['selene-keeper', admin],
  ['orion-guide', teacher],
];

export const Matrix: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {matrix.map(([username, badge]) => (
        <UserBadge key={username} username={username} {...badge} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((el) => el.getAttribute('data-tone'));
    await expect(tones).toEqual(['neutral', 'positive', 'info', 'upsell', 'caution', 'neutral', 'accent', 'accent']);
  },
};
