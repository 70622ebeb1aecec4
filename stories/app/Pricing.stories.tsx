import { authHandlers, subscriptionHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/pricing`, `/subscribe` and `/subscription` (spec 2, 9), from the one tier table. */
const meta = {
  title: 'App/Pricing',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/pricing' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tier with its price, allowance and features. */
export const Pricing: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Plans and what they include' }, pageLoad);
    const price = within(table).getByRole('row', { name: /^Price/ });
    await expect(price).toHaveTextContent('Free$15 / month$33 / month$33 / month$1,999 once, for life');
    await expect(canvas.getByRole('link', { name: 'Choose Core' })).toHaveAttribute('href', '/subscribe?tier=core');
    await expect(canvas.getByText('Legacy plan, no longer sold')).toBeVisible();
  },
};

/** The upgrade page for a free client whose prompt for today is used. */
export const SubscriptionTrialEnded: Story = {
  parameters: {
    appRouter: { path: '/subscription' },
    msw: { handlers: { auth: authHandlers.as('free'), subscription: subscriptionHandlers.exhausted('free') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your current plan: Free', undefined, pageLoad)).toBeVisible();
    await expect(await canvas.findByText(/Your free prompt for today is used/, undefined, pageLoad)).toBeVisible();
    const offers = canvas.getByRole('list', { name: 'Plans you can choose' });
    await expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h2')?.textContent),
    ).toEqual(['Core', 'Advanced', 'Elite']);
  },
};

/**
 * Choosing a plan as a teacher (or admin): plans are for client accounts. (A client's choice opens
 * its checkout: PricingPage.test.tsx and e2e/payments.spec.mjs follow it there.)
 */
export const SubscribeChoosePlan: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/subscribe' },
    msw: { handlers: { auth: authHandlers.as('teacher'), subscription: subscriptionHandlers.tier('core', 3) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Elite' }, pageLoad));
    await expect(await canvas.findByText('Plans are for client accounts.', undefined, pageLoad)).toBeVisible();
  },
};

/** A visitor choosing a plan is asked to log in first. */
export const SubscribeVisitor: Story = {
  tags: ['interaction'],
  parameters: { appRouter: { path: '/subscribe' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Core' }, pageLoad));
    await expect(
      await canvas.findByText(/Log in or create an account to choose a plan/, undefined, pageLoad),
    ).toBeVisible();
  },
};
