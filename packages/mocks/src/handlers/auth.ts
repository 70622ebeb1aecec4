import type { User } from '@app/contract';
import { HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { type FixtureUserName, users } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

const signedOut: HttpResponseResolver = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

/** The fixture user a log-in names, or a core client of that name. */
async function userOf(request: Request): Promise<User> {
  const body = (await request.json().catch(() => ({}))) as { username?: unknown };
  const username = typeof body.username === 'string' && body.username !== '' ? body.username : users.core.username;
  return users[username as FixtureUserName] ?? { ...users.core, username };
}

const authMocks = (user: User | null) =>
  ({
    currentUser: {
      success: user ? () => HttpResponse.json(user) : signedOut,
      empty: signedOut,
      // GET /api/user answers 401 with the same words as a visitor.
      failures: { unauthorized: signedOut },
    },
    login: {
      success: async ({ request }) => HttpResponse.json(await userOf(request)),
      failures: {
        unauthorized: () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 }),
      },
    },
    logout: { success: () => HttpResponse.json({ success: true }) },
    register: {
      success: async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as { username?: string; email?: string };
        const created: User = {
          id: 50,
          username: body.username ?? 'new-member',
          role: 'client',
          subscriptionTier: 'free',
        };
        if (body.email) created.email = body.email;
        return HttpResponse.json(created, { status: 201 });
      },
    },
    // The server's words (packages/server/src/messages.ts, passwordReset).
    requestPasswordReset: {
      success: () =>
        HttpResponse.json(
          {
            message:
              'If an account uses that address, a link to set a new password is on its way. Check your inbox (and the spam folder).',
          },
          { status: 202 },
        ),
    },
    confirmPasswordReset: {
      success: () =>
        HttpResponse.json({
          message: 'Your password is set. Log in with it now: every other session was signed out.',
        }),
    },
  }) satisfies Record<string, EndpointMock>;

const signedInScenarios = defineScenarios(authMocks(users.core));

/**
 * `GET /api/user`, `POST /api/login`, `POST /api/logout`, `POST /api/auth/register`. The generic
 * scenarios run as the core client; `visitor()` (the default) and `signedIn()` pick the user.
 */
export const authHandlers = {
  ...signedInScenarios,
  /** No one is logged in: `GET /api/user` answers 401; log-in and registration work. */
  visitor: (): RequestHandler[] => defineScenarios(authMocks(null)).success(),
  /** `user` is logged in. */
  signedIn: (user: User = users.core): RequestHandler[] => defineScenarios(authMocks(user)).success(),
  /** A demo account is logged in: 'admin', 'teacher' or a tier's client. */
  as: (name: FixtureUserName): RequestHandler[] => defineScenarios(authMocks(users[name])).success(),
  /** Log-in fails with the server's message (spec 8, "Login Failed"). */
  loginFails: (message = 'Invalid username or password'): RequestHandler[] =>
    defineScenarios({
      ...authMocks(null),
      login: { success: () => HttpResponse.json({ message }, { status: 401 }) },
    }).success(),
  /** A reset link that expired or was used: `POST /api/password-reset/confirm` answers 400. */
  resetLinkInvalid: (): RequestHandler[] =>
    defineScenarios({
      ...authMocks(null),
      confirmPasswordReset: {
        success: () =>
          HttpResponse.json(
            { message: 'This link has expired or was already used. Ask for a new one.' },
            { status: 400 },
          ),
      },
    }).success(),
  /** Registration fails with field errors (spec 7: `{ message, errors[] }`); with none, the toast shows. */
  registrationFails: (
    errors: { field?: string; message: string }[] = [{ field: 'username', message: 'That username is taken' }],
    message = 'Registration failed',
  ): RequestHandler[] =>
    defineScenarios({
      ...authMocks(null),
      register: { success: () => HttpResponse.json({ message, errors }, { status: 400 }) },
    }).success(),
};

/** The older name of the `GET /api/user` scenarios, kept for stories written before the API issue. */
export const userHandlers = {
  visitor: authHandlers.visitor,
  signedIn: authHandlers.signedIn,
};
