import { authHandlers } from '@app/mocks';
import { affiliateHandlers, fixtureReferralCode } from '@app/mocks/affiliates';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiOriginContext } from '../../packages/app/src/admin/apiOrigin';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** A fixed origin in the link: the story server's port changes from run to run. */
const storyOrigin = 'https://moonheart.example';
const withOrigin: Decorator = (Story) => (
  <ApiOriginContext.Provider value={storyOrigin}>
    <Story />
  </ApiOriginContext.Provider>
);

/**
 * `/affiliate` (everyone signed in) and `/teacher-affiliate` (teachers): the referral link with
 * Copy, the figures, the referrals (masked names) and, for teachers, their students.
 */
const meta = {
  title: 'App/Affiliate',
  decorators: [withAppRouter, withOrigin],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/affiliate' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('core'), affiliates: affiliateHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const figure = (canvas: Canvas, label: string) => canvas.getByText(label).closest('li');
const link = () => `${storyOrigin}/register?ref=${fixtureReferralCode}`;

/** Replaces the clipboard for one story (the test browser grants none), answering the spy. */
function stubClipboard(fail = false) {
  const writeText = fn(async (_text: string) => {
    if (fail) throw new Error('denied');
  });
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** Four referrals: two paid (one refunded), two still free; figures and the commission. */
export const WithReferrals: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Affiliate Program', level: 1 }, pageLoad)).toBeVisible();
    await canvas.findByRole('heading', { name: 'Your referral link' }, pageLoad);
    await expect(canvas.getByRole('textbox', { name: 'Referral link' })).toHaveValue(link());
    await expect(figure(canvas, 'Sign-ups')).toHaveTextContent('4');
    await expect(figure(canvas, 'Paid conversions')).toHaveTextContent('2');
    await expect(figure(canvas, 'Commission earned')).toHaveTextContent('$9.60');
    await expect(figure(canvas, 'Commission reversed')).toHaveTextContent('$6.60');
    await expect(canvas.getByText(/You earn 20% of the plan’s price/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your referrals' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('lu•••Joined Mar 12, 2026Signed up, not paid yet');
    await expect(rows[1]).toHaveTextContent('Paid for Advanced$6.60 commission');
    await expect(rows[2]).toHaveTextContent('Plus payment refunded$6.60 reversed');
    // No other user's e-mail or whole name.
    await expect(list).not.toHaveTextContent('@');
    await expect(canvas.queryByRole('heading', { name: 'Your students' })).toBeNull();
  },
};

/** Nobody brought yet: the link, zero figures, and an invitation to share it. */
export const Empty: Story = {
  parameters: { msw: { handlers: { affiliates: affiliateHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nobody has signed up with your link yet. Share it to get started.', undefined, pageLoad),
    ).toBeVisible();
    await expect(figure(canvas, 'Sign-ups')).toHaveTextContent('0');
    await expect(figure(canvas, 'Commission earned')).toHaveTextContent('$0.00');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { affiliates: affiliateHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Affiliate Program', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Loading your affiliate program', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { affiliates: affiliateHandlers.failing() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('Your affiliate program could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Copy puts the link on the clipboard and says so in a live region. */
export const Copied: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    const writeText = stubClipboard();
    const copy = await canvas.findByRole('button', { name: 'Copy link' }, pageLoad);
    await userEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link()));
    const status = canvas.getByText('Link copied to the clipboard.');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toBeVisible();
  },
};

/** No clipboard: the link is selected and the person is told to copy it themselves. */
export const CopyFailed: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    stubClipboard(true);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }, pageLoad));
    await expect(
      await canvas.findByText('The link could not be copied: select it and copy it yourself.'),
    ).toBeVisible();
  },
};

/** On a phone: the link field and its button stacked, figures two by two, no sideways scroll. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Your referrals' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Copy link' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      doc.clientWidth,
    );
  },
};

/** `/teacher-affiliate`: the same figures, with the teacher's students and their plans. */
export const TeacherWithStudents: Story = {
  parameters: {
    appRouter: { path: '/teacher-affiliate' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('teacher') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Teacher Affiliate Program', level: 1 }, pageLoad),
    ).toBeVisible();
    const students = await canvas.findByRole('list', { name: 'Your students' }, pageLoad);
    const rows = within(students).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('orion.seekerPlan: AdvancedJoined Mar 5, 2026');
    await expect(figure(canvas, 'Sign-ups')).toHaveTextContent('4');
  },
};

/** A teacher nobody has signed up with yet. */
export const TeacherEmpty: Story = {
  parameters: {
    appRouter: { path: '/teacher-affiliate' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('teacher'), affiliates: affiliateHandlers.empty() } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No students yet: share your link with them.', undefined, pageLoad),
    ).toBeVisible();
  },
};

/** A teacher on a phone. */
export const TeacherPhone: Story = {
  parameters: {
    screen: { width: 390, height: 844 },
    appRouter: { path: '/teacher-affiliate' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('teacher') } },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Your students' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
