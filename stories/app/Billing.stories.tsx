import { authHandlers, billingHandlers, checkoutSessionOf, mockedCheckoutId } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** Plans, checkout and billing (DECISIONS "Payments"): the test checkout and every billing state. */
const meta = {
  title: 'App/Billing',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/billing' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('core'), billing: billingHandlers.state('active') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const checkoutPath = `/checkout/test/${mockedCheckoutId}`;
const phone = { width: 390, height: 844 };
const testMode = 'Test mode: no real charge';

/** A checkout story: its own handlers (the checkout keeps state while the story runs). */
const checkout = (session = checkoutSessionOf('core'), user: 'free' | 'core' = 'free') => ({
  appRouter: { path: checkoutPath },
  msw: {
    handlers: {
      auth: authHandlers.as(user),
      billing: billingHandlers.checkout(session, user === 'core' ? 'active' : 'free'),
    },
  },
});

// ---------------------------------------------------------------------------------------------
// The test checkout

/** A first plan: the order from the tier table, the renewal date, the card step and the test-mode marker. */
export const CheckoutOpen: Story = {
  parameters: checkout(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Checkout', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(testMode)).toBeVisible();
    await expect(await canvas.findByText('Due today: $15.00', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/Renews monthly on April 14, 2026/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $15.00' })).toBeVisible();
  },
};

/** The checkout on a phone. */
export const CheckoutOnPhone: Story = {
  parameters: { ...checkout(), screen: phone },
  play: CheckoutOpen.play,
};

/** An upgrade from core: the prorated difference, the period's end kept. */
export const CheckoutUpgradeProrated: Story = {
  parameters: checkout(checkoutSessionOf('advanced', 'core'), 'core'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Prorated: you pay the difference from Core/, undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByText(testMode)).toBeVisible();
  },
};

/** Elite: one lifetime payment. */
export const CheckoutLifetime: Story = {
  parameters: checkout(checkoutSessionOf('elite')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Due today: $1,999.00', undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByText('One payment, for life. It never renews.')).toBeVisible();
  },
};

/** 4000 0000 0000 0002 is declined: the checkout stays with the error. */
export const CheckoutDeclined: Story = {
  tags: ['interaction'],
  parameters: checkout(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, pageLoad), '4000000000000002');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $15.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    await expect(canvas.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expect(canvas.getByText(testMode)).toBeVisible();
  },
};

/** A number that is not a test card: said at the field. */
export const CheckoutNotATestCard: Story = {
  tags: ['interaction'],
  parameters: checkout(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, pageLoad), '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $15.00' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
        /Test mode takes only the test cards/,
      ),
    );
  },
};

/** 4000 0025 0000 3155 asks to confirm: the authentication step. */
export const CheckoutAuthentication: Story = {
  tags: ['interaction'],
  parameters: checkout(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, pageLoad), '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $15.00' }));
    await expect(await canvas.findByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await expect(canvas.getByText(testMode)).toBeVisible();
  },
};

/** Authentication failed: back to the card step with the error; nothing charged. */
export const CheckoutAuthenticationFailed: Story = {
  tags: ['interaction'],
  parameters: checkout(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, pageLoad), '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $15.00' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail authentication' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/The payment was not confirmed/);
  },
};

/** 4242 pays: back to the app, the plan active. */
export const CheckoutPaid: Story = {
  tags: ['interaction'],
  parameters: checkout(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, pageLoad), '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $15.00' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Subscription & Billing', level: 1 }, pageLoad),
    ).toBeVisible();
    await expect(await canvas.findByText('Payment received. Your plan is active.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your plan: Core' }, pageLoad)).toBeVisible();
  },
};

/** Another user's session, or none: not found. */
export const CheckoutNotFound: Story = {
  parameters: {
    appRouter: { path: checkoutPath },
    msw: { handlers: { auth: authHandlers.as('free'), billing: billingHandlers.sessionNotFound() } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      /This checkout was not found/,
    );
    await expect(canvas.getByText(testMode)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/subscribe');
  },
};

// ---------------------------------------------------------------------------------------------
// /billing

/** A monthly plan: renewal, card, payments. */
export const BillingActive: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Plan: Core' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText('April 4, 2026')).toBeVisible();
    await expect(canvas.getByText('Card ending 4242')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Payments' }));
    await expect(table.getAllByRole('row')).toHaveLength(3);
    await expect(table.getByText('Declined')).toBeVisible();
  },
};

/** On a phone. */
export const BillingOnPhone: Story = { parameters: { screen: phone }, play: BillingActive.play };

/** The free plan: no card, no payments. */
export const BillingEmpty: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('free'), billing: billingHandlers.state('free') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Plan: Free' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText('No card on file')).toBeVisible();
    await expect(canvas.getByText('No payments yet.')).toBeVisible();
  },
};

/** Loading. */
export const BillingLoading: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), billing: billingHandlers.slow(60_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your plan...', undefined, pageLoad)).toBeVisible();
  },
};

/** The read fails: said, with a way to try again. */
export const BillingLoadFailed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), billing: billingHandlers.serverError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(/could not load your plan/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// /subscription-management

const manage = (state: Parameters<typeof billingHandlers.state>[0], user: 'core' | 'advanced' | 'elite' | 'free') => ({
  appRouter: { path: '/subscription-management' },
  msw: { handlers: { auth: authHandlers.as(user), billing: billingHandlers.state(state) } },
});

/** A monthly plan: renewal, the plans to change to, the way to cancel. */
export const ManageActive: Story = {
  parameters: manage('active', 'core'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your plan: Core' }, pageLoad)).toBeVisible();
    await expect(canvas.getByText('Renews on April 4, 2026.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Advanced' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel my plan' })).toHaveAttribute('href', '/cancel-feedback');
  },
};

/** On a phone. */
export const ManageOnPhone: Story = {
  parameters: { ...manage('active', 'core'), screen: phone },
  play: ManageActive.play,
};

/** A pending cancellation with its date, and its undo. */
export const ManagePendingCancel: Story = {
  tags: ['interaction'],
  parameters: manage('pendingCancel', 'core'),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(
        'Your plan ends on April 4, 2026. You then return to the free plan.',
        undefined,
        pageLoad,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cancel my plan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my current plan' }));
    await expect(await canvas.findByText('Done: your plan continues as before.')).toBeVisible();
    await expect(await canvas.findByText('Renews on April 4, 2026.')).toBeVisible();
  },
};

/** A pending downgrade with its date. */
export const ManagePendingDowngrade: Story = {
  parameters: manage('pendingDowngrade', 'advanced'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your plan changes to Core on April 4, 2026.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Elite' })).toBeVisible();
  },
};

/** Elite: lifetime, nothing to change or cancel. */
export const ManageLifetime: Story = {
  parameters: manage('lifetime', 'elite'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lifetime plan: paid once, never renews.', undefined, pageLoad)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Change plan' })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// /cancel-feedback

/** A reason and free text, then the cancellation confirmed with its date. */
export const CancelFeedback: Story = {
  tags: ['interaction'],
  parameters: { ...manage('active', 'core'), appRouter: { path: '/cancel-feedback' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm cancellation' }, pageLoad));
    await expect(await canvas.findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Why are you cancelling/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'It costs too much' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anything else? (optional)' }), 'Over my budget.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    await expect(await canvas.findByRole('heading', { name: 'Your plan is cancelled' })).toBeVisible();
    await expect(canvas.getByText('You keep Core until April 4, 2026, then return to the free plan.')).toBeVisible();
  },
};

/** Nothing to cancel on the free plan. */
export const CancelFeedbackNothingToCancel: Story = {
  parameters: { ...manage('free', 'free'), appRouter: { path: '/cancel-feedback' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no paid plan to cancel/, undefined, pageLoad)).toBeVisible();
  },
};
