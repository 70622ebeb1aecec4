import { authHandlers, subscriptionHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { storageKeys } from './app/storageKeys';
import { appToasts } from './app/toasts';
import { setUpMockApi } from './testing/mockApi';
import { renderApp } from './testing/renderApp';

setUpMockApi();

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('routes and guards', () => {
  it('shows the 404 card for an unknown path', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    // WCAG 2.4.2: the tab says what the page is, not only the product's name.
    await waitFor(() => expect(document.title).toBe('Page Not Found · Moonheart'));
  });

  it('redirects /login to /auth', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/auth');
  });

  it('sends a visitor to /auth and saves the intended path', async () => {
    const { router } = renderApp('/knowledge-base?domain=2');
    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(pathOf(router)).toBe('/auth');
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/knowledge-base?domain=2');
  });

  it('sends a wrong role to /', async () => {
    server.use(...authHandlers.as('teacher'));
    const { router } = renderApp('/knowledge-base');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('lets a teacher into a teacher route, titled for teachers', async () => {
    server.use(...authHandlers.as('teacher'));
    renderApp('/admin');
    // The portal's page is its own chunk: the first import of it takes a moment here.
    expect(
      await screen.findByRole('heading', { name: 'Teacher Portal', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your teachings and the pages of the Teacher Portal.')).toBeInTheDocument();
  });

  it('titles /admin "Admin Portal" for admins', async () => {
    server.use(...authHandlers.as('admin'));
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Admin Portal', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('refuses an insufficient tier with the toast and sends the user to /chat', async () => {
    server.use(...authHandlers.as('core'), ...subscriptionHandlers.tier('core', 0));
    const { router } = renderApp('/astrology');
    await waitFor(() => expect(pathOf(router)).toBe('/chat'));
    const [toast] = appToasts.getSnapshot();
    expect(toast).toMatchObject({
      title: 'Subscription Required',
      description: 'This feature requires a advanced or elite subscription or higher. Your current tier: core',
      variant: 'destructive',
    });
  });

  it('lets admins past tier checks without reading the status', async () => {
    server.use(
      ...authHandlers.as('admin'),
      http.get('*/api/subscriptions/status', () => HttpResponse.json({ message: 'not expected' }, { status: 500 })),
    );
    const { router } = renderApp('/forecast');
    await waitFor(() => expect(pathOf(router)).toBe('/forecast'));
    expect(appToasts.getSnapshot()).toHaveLength(0);
  });

  it('shows "Verifying access..." while the user loads', async () => {
    server.use(
      http.get('*/api/user', async () => {
        await delay(400);
        return HttpResponse.json({ id: 1, username: 'admin', role: 'admin', subscriptionTier: 'free' });
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Verifying access...')).toBeInTheDocument();
    // The page's chunk is transformed on first import here (about a second on a busy CI machine).
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('treats a failed user read as no user (spec 8)', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { router } = renderApp('/billing');
    await waitFor(() => expect(pathOf(router)).toBe('/auth'));
  });

  it('sends a logged-in user away from /auth to the saved path', async () => {
    server.use(...authHandlers.as('core'));
    sessionStorage.setItem(storageKeys.redirectAfterAuth, '/billing');
    const { router } = renderApp('/auth');
    await waitFor(() => expect(pathOf(router)).toBe('/billing'));
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBeNull();
  });

  it('shows the account menu of the audience', async () => {
    server.use(...authHandlers.as('free'));
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About Moonheart', level: 1 });
    await act(async () => {
      screen.getByRole('button', { name: 'Account menu' }).click();
    });
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Astrology' })).toBeNull();
  });
});
