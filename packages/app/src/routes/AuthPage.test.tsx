import { queryKeys } from '@app/contract';
import { authHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authenticatedFlagKey } from '../app/storage';
import { storageKeys } from '../app/storageKeys';
import { appToasts } from '../app/toasts';
import { setUpMockApi } from '../testing/mockApi';
import { renderApp } from '../testing/renderApp';
import { splitFieldErrors } from './AuthPage';

setUpMockApi();

async function openAuth(path = '/auth') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: path === '/register' ? 'Sign Up' : 'Log In', level: 1 });
  return app;
}

/** The log-in tab's panel (both panels stay mounted so typed text survives switching tabs). */
const logIn = () => within(screen.getByRole('tabpanel', { name: 'Log In' }));

describe('log-in', () => {
  it('clears the cache, sets the user and the flag, and returns to the saved path', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(storageKeys.redirectAfterAuth, '/billing');
    const { router, queryClient } = await openAuth();
    queryClient.setQueryData(['/api/teachings'], [{ id: 1, domainId: 1 }]);
    server.use(...authHandlers.as('core'));
    await user.type(logIn().getByLabelText('Username or e-mail'), 'core');
    await user.type(logIn().getByLabelText('Password'), 'moonheart-demo');
    await user.click(logIn().getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(localStorage.getItem(authenticatedFlagKey)).toBe('true');
    expect(queryClient.getQueryData(queryKeys.user)).toMatchObject({ username: 'core' });
    expect(queryClient.getQueryData(['/api/teachings'])).toBeUndefined();
  });

  it('goes to / when no path was saved', async () => {
    const user = userEvent.setup();
    const { router } = await openAuth();
    server.use(...authHandlers.as('free'));
    await user.type(logIn().getByLabelText('Username or e-mail'), 'free');
    await user.type(logIn().getByLabelText('Password'), 'moonheart-demo{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows "Login Failed" with the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(...authHandlers.loginFails('Invalid username or password'));
    await openAuth();
    await user.type(logIn().getByLabelText('Username or e-mail'), 'core');
    await user.type(logIn().getByLabelText('Password'), 'wrong');
    await user.click(logIn().getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(appToasts.getSnapshot()[0]).toMatchObject({
        title: 'Login Failed',
        description: 'Invalid username or password',
      }),
    );
    expect(logIn().getByLabelText('Username or e-mail')).toHaveValue('core');
    expect(logIn().getByLabelText('Password')).toHaveValue('wrong');
  });

  it('asks for empty fields instead of calling the server', async () => {
    const user = userEvent.setup();
    await openAuth();
    await user.click(logIn().getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(appToasts.getSnapshot()).toHaveLength(0);
  });
});

describe('sign-up', () => {
  async function fillSignUp() {
    const user = userEvent.setup();
    if (!screen.queryByRole('heading', { name: 'Sign Up', level: 1 })) await openAuth('/register');
    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
    await user.type(within(panel).getByLabelText('Username'), 'luna');
    await user.type(within(panel).getByLabelText('E-mail'), 'luna@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'a-long-secret');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    return panel;
  }

  it('shows field errors inline and no toast', async () => {
    server.use(...authHandlers.registrationFails([{ field: 'username', message: 'That username is taken' }]));
    const panel = await fillSignUp();
    expect(await within(panel).findByText('That username is taken')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(appToasts.getSnapshot()).toHaveLength(0);
    expect(within(panel).getByLabelText('E-mail')).toHaveValue('luna@example.com');
  });

  it('shows the "Registration Failed" toast when there are no field errors', async () => {
    server.use(...authHandlers.registrationFails([], 'Registration is closed'));
    await fillSignUp();
    await waitFor(() =>
      expect(appToasts.getSnapshot()[0]).toMatchObject({
        title: 'Registration Failed',
        description: 'Registration is closed',
      }),
    );
  });

  it('sets the user and the flag, then lands on /registration-success, keeping the saved path for later', async () => {
    sessionStorage.setItem(storageKeys.redirectAfterAuth, '/billing');
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Sign Up', level: 1 });
    await fillSignUp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-success'));
    expect(localStorage.getItem(authenticatedFlagKey)).toBe('true');
    expect(sessionStorage.getItem(storageKeys.redirectAfterAuth)).toBe('/billing');
  }, 15_000);
});

describe('sign-up through a referral link', () => {
  /** Answers the registration's body as sent. */
  function capture() {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Stop here' }, { status: 503 });
      }),
    );
    return bodies;
  }

  async function signUp(path: string) {
    const user = userEvent.setup();
    renderApp(path);
    await screen.findByRole('heading', { name: 'Sign Up', level: 1 });
    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
    await user.type(within(panel).getByLabelText('Username'), 'luna');
    await user.type(within(panel).getByLabelText('E-mail'), 'luna@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'a-long-secret');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
  }

  it('carries ?ref=CODE to the register call', async () => {
    const bodies = capture();
    await signUp('/register?ref=mOoNhEaRt_Ref-42');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      username: 'luna',
      email: 'luna@example.com',
      password: 'a-long-secret',
      ref: 'mOoNhEaRt_Ref-42',
    });
  }, 15_000);

  it('sends no code without one', async () => {
    const bodies = capture();
    await signUp('/register');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('ref');
  }, 15_000);
});

describe('splitFieldErrors', () => {
  it('puts known fields inline and the rest above the form', () => {
    expect(
      splitFieldErrors([
        { field: 'email', message: 'Taken' },
        { message: 'Try later' },
        { field: 'nickname', message: 'Unknown field' },
      ]),
    ).toEqual({ byField: { email: 'Taken' }, general: ['Try later', 'Unknown field'] });
  });
});
