import { authHandlers, subscriptionHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { expect, waitFor, within } from 'storybook/test';
import { storageKeys } from '../../packages/app/src/app/storageKeys';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** The route guards of spec 2 ("Guarded-route behaviour") and the shell's 404 and error screens. */
const meta = {
  title: 'App/Guards',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** While the user loads: the centered "Verifying access..." spinner. */
export const VerifyingAccess: Story = {
  parameters: {
    appRouter: { path: '/dashboard' },
    msw: { handlers: { auth: authHandlers.slow(600_000, 'currentUser') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verifying access...', undefined, pageLoad)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  },
};

/** No user: the intended path is saved under the redirect key and the visitor lands on /auth. */
export const VisitorSentToLogIn: Story = {
  parameters: { appRouter: { path: '/billing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log In', level: 1 }, pageLoad)).toBeVisible();
    await expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/billing');
  },
};

/** `/login` redirects to `/auth`. */
export const LoginRedirects: Story = {
  parameters: { appRouter: { path: '/login' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log In', level: 1 }, pageLoad)).toBeVisible();
  },
};

/** A wrong role goes to / (a free client on the admin-only knowledge base). */
export const WrongRoleGoesHome: Story = {
  parameters: {
    appRouter: { path: '/knowledge-base' },
    msw: { handlers: { auth: authHandlers.as('free') } },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe('Chat with Selene · Moonheart'));
    await expect(canvas.queryByRole('heading', { name: 'Knowledge Base' })).toBeNull();
  },
};

/** An insufficient tier: the "Subscription Required" toast with its tier sentence, then /chat. */
export const SubscriptionRequired: Story = {
  parameters: {
    appRouter: { path: '/forecast' },
    msw: { handlers: { auth: authHandlers.as('free'), subscription: subscriptionHandlers.tier('free', 0) } },
  },
  play: async ({ canvasElement }) => {
    const toast = await body(canvasElement).findByRole('alertdialog', { name: 'Subscription Required' }, pageLoad);
    await expect(toast).toHaveTextContent(
      'This feature requires a core or advanced or elite subscription or higher. Your current tier: free',
    );
    await waitFor(() => expect(document.title).toBe('Chat with Selene · Moonheart'));
  },
};

/** Any other path: the "404 Page Not Found" card, with a way home. */
export const NotFound: Story = {
  parameters: { appRouter: { path: '/no-such-page' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

/** A route that fails: the router's error boundary shows "Something Went Wrong" (spec 8). */
export const ErrorScreen: Story = {
  parameters: {
    appRouter: {
      path: '/broken',
      extraRoutes: (rootRoute: AnyRoute) => [
        createRoute({
          getParentRoute: () => rootRoute,
          path: '/broken',
          beforeLoad: () => {
            throw new Error('A story that fails on purpose');
          },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Something Went Wrong' }, pageLoad);
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  },
};
