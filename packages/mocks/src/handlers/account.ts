import type { Account, AccountSession } from '@app/contract';
import { HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { accountExport, account as accountFixture, accountSessions } from '../fixtures';
import { defineScenarios, type EndpointMock, failureNames } from './scenarios';

// The server's words (packages/server/src/messages.ts: emailVerification, account, common).
export const accountWords = {
  verified: 'Your e-mail address is verified. Thank you!',
  invalidLink: 'This link has expired or was already used. Ask for a new one.',
  linkSent: 'A new link is on its way. Check your inbox (and the spam folder).',
  changeLinkSent: (email: string) =>
    `We sent a link to ${email}. Your new address takes effect once you open it; until then your current address stays.`,
  wrongPassword: 'That is not your current password.',
  passwordChanged: 'Your password is changed. Every other session was signed out; this one stays signed in.',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'No other session was signed in.'
      : count === 1
        ? 'One other session was signed out.'
        : `${count} other sessions were signed out.`,
  deleted: 'Your account and all its data were deleted.',
  invalidFields: 'Please check the highlighted fields.',
  rateLimited: 'Too many attempts. Please wait 3600 seconds and try again.',
};

const tooMany: HttpResponseResolver = () =>
  HttpResponse.json({ message: accountWords.rateLimited }, { status: 429, headers: { 'Retry-After': '3600' } });

/** A wrong current password, named on `field`, as the server answers it. */
const wrongPassword =
  (field: string): HttpResponseResolver =>
  () =>
    HttpResponse.json(
      { message: accountWords.invalidFields, errors: [{ field, message: accountWords.wrongPassword }] },
      { status: 400 },
    );

const bodyOf = async (request: Request) => (await request.json().catch(() => ({}))) as Record<string, unknown>;

/**
 * The account calls over an account and sessions kept for the life of the handlers, so a story can
 * change the address (it then waits), sign the other sessions out, or verify.
 */
function accountMocks(initial: Account, initialSessions: readonly AccountSession[]) {
  let stored = structuredClone(initial);
  let sessions = structuredClone([...initialSessions]);
  return {
    confirmEmailVerification: {
      success: () => {
        const email = stored.pendingEmail ?? stored.email ?? 'core@example.com';
        stored = { ...stored, email, emailVerified: true, pendingEmail: null };
        return HttpResponse.json({ message: accountWords.verified, email });
      },
    },
    resendEmailVerification: {
      success: () => HttpResponse.json({ message: accountWords.linkSent }, { status: 202 }),
    },
    account: { success: () => HttpResponse.json(stored) },
    changeEmail: {
      success: async ({ request }) => {
        const email = String((await bodyOf(request)).email ?? '');
        stored = { ...stored, pendingEmail: email };
        return HttpResponse.json({ message: accountWords.changeLinkSent(email), pendingEmail: email }, { status: 202 });
      },
    },
    changePassword: {
      success: () => {
        sessions = sessions.filter((session) => session.current);
        return HttpResponse.json({ message: accountWords.passwordChanged });
      },
    },
    accountSessions: { success: () => HttpResponse.json(sessions), empty: () => HttpResponse.json([]) },
    signOutOtherSessions: {
      success: () => {
        const signedOut = sessions.filter((session) => !session.current).length;
        sessions = sessions.filter((session) => session.current);
        return HttpResponse.json({ message: accountWords.signedOutOthers(signedOut), signedOut });
      },
    },
    exportAccountData: {
      success: () =>
        HttpResponse.json(accountExport, {
          headers: { 'Content-Disposition': 'attachment; filename="moonheart-data-core-2026-03-14.json"' },
        }),
    },
    deleteAccount: {
      success: () => HttpResponse.json({ message: accountWords.deleted }),
    },
  } satisfies Record<string, EndpointMock>;
}

const scenariosOf = (initial: Account = accountFixture, sessions: readonly AccountSession[] = accountSessions) =>
  defineScenarios(accountMocks(initial, sessions));

type AccountScenarios = ReturnType<typeof scenariosOf>;

/** The generic scenarios, each call starting from the fixture: a story's changes never reach the next story. */
function freshScenarios(): AccountScenarios {
  const scenarios = {
    success: () => scenariosOf().success(),
    empty: (only) => scenariosOf().empty(only),
    slow: (ms, only) => scenariosOf().slow(ms, only),
    mix: (choices) => scenariosOf().mix(choices),
  } as AccountScenarios;
  for (const failure of failureNames) scenarios[failure] = (only) => scenariosOf()[failure](only);
  return scenarios;
}

/**
 * E-mail verification and account settings (`/verify-email`, `/account-settings`). The generic
 * scenarios answer for the core client with a verified address and three sessions; the named ones
 * set the state a story needs.
 */
export const accountHandlers = {
  ...freshScenarios(),
  /** The address is not verified yet (a new account). */
  unverified: (): RequestHandler[] => scenariosOf({ ...accountFixture, emailVerified: false }).success(),
  /** A new address waits for its link to be followed. */
  pendingEmail: (email = 'luna.new@example.com'): RequestHandler[] =>
    scenariosOf({ ...accountFixture, pendingEmail: email }).success(),
  /** Only this browser is signed in. */
  onlyThisSession: (): RequestHandler[] => scenariosOf(accountFixture, accountSessions.slice(0, 1)).success(),
  /** The verification link expired or was used: 400. */
  linkInvalid: (): RequestHandler[] => {
    const mocks = accountMocks(accountFixture, accountSessions);
    return defineScenarios({
      ...mocks,
      confirmEmailVerification: {
        success: () => HttpResponse.json({ message: accountWords.invalidLink }, { status: 400 }),
      },
    }).success();
  },
  /** Every mail-sending or password-checking call answers 429 (asked too often). */
  rateLimited: (): RequestHandler[] => {
    const mocks = accountMocks(accountFixture, accountSessions);
    return defineScenarios({
      ...mocks,
      resendEmailVerification: { success: tooMany },
      changeEmail: { success: tooMany },
      changePassword: { success: tooMany },
      deleteAccount: { success: tooMany },
    }).success();
  },
  /** Every call that checks the current password is told it is wrong (400, a field error). */
  wrongPassword: (): RequestHandler[] => {
    const mocks = accountMocks(accountFixture, accountSessions);
    return defineScenarios({
      ...mocks,
      changeEmail: { success: wrongPassword('password') },
      changePassword: { success: wrongPassword('currentPassword') },
      deleteAccount: { success: wrongPassword('password') },
    }).success();
  },
};
