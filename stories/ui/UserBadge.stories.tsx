import { type SubscriptionTier, UserBadge, type UserBadgeProps, type UserRole } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/UserBadge',
  id: 'ui-userbadge',
  component: UserBadge,
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
