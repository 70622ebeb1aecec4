import { emailVerificationLinkHours } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { cookieOf, startTestServer, type TestServer, testPassword } from '../../testing/harness';

const verification = serverMessages.emailVerification;
const text = serverMessages.account;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    verifyLimits: { perUser: 3, perEmail: 4, windowMs: 60 * 60 * 1000 },
    accountPasswordLimit: { perUser: 4, windowMs: 15 * 60 * 1000 },
  });
}, 60_000);
afterAll(() => server.stop());

const outbox = (to: string) =>
  server.storage.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id',
    [to],
  );

/** The token of the newest mail to `to`, once the server has sent it (it sends after answering). */
async function tokenMailedTo(to: string, count = 1): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await outbox(to);
    if (mails.length >= count) {
      const link = /https?:\/\/\S+/.exec(mails.at(-1)?.body ?? '')?.[0];
      if (!link) throw new Error('the mail has no link');
      const url = new URL(link);
      expect(url.pathname).toBe('/verify-email');
      return url.searchParams.get('token') ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** Signs up through the API: the session cookie. */
async function register(username: string, email = `${username}@example.test`): Promise<string> {
  const reply = await server.call('POST', '/api/auth/register', {
    body: { username, email, password: testPassword },
  });
  expect(reply.status).toBe(201);
  return cookieOf(reply);
}

const confirm = (token: unknown) => server.call('POST', '/api/email-verification/confirm', { body: { token } });
const currentUser = async (cookie: string) =>
  (await server.call('GET', '/api/user', { cookie })).json() as Promise<{ emailVerified?: boolean; email?: string }>;
const account = async (cookie: string) =>
  (await server.call('GET', '/api/user/account', { cookie })).json() as Promise<{
    email: string;
    emailVerified: boolean;
    pendingEmail: string | null;
  }>;

describe('e-mail verification', () => {
  it('registration mails a single-use link that verifies the address', async () => {
    const cookie = await register('luna');
    expect(await currentUser(cookie)).toMatchObject({ email: 'luna@example.test', emailVerified: false });
    const token = await tokenMailedTo('luna@example.test');
    const [mail] = await outbox('luna@example.test');
    expect(mail?.subject).toBe(verification.mailSubject);
    expect(mail?.body).toContain(`within ${emailVerificationLinkHours} hours`);
    const stored = await server.storage.query<{ token_hash: string }>(
      'SELECT token_hash FROM email_verification_tokens',
    );
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    // Opened anywhere (no session needed).
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: verification.verified, email: 'luna@example.test' });
    expect(await currentUser(cookie)).toMatchObject({ emailVerified: true });
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: verification.invalidLink });
  });

  it(`stops working after ${emailVerificationLinkHours} hours`, async () => {
    const cookie = await register('sol');
    const token = await tokenMailedTo('sol@example.test');
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + emailVerificationLinkHours * 3_600_000 + 1);
      expect((await confirm(token)).status).toBe(400);
      clock = new Date(issued.getTime() + emailVerificationLinkHours * 3_600_000 - 1000);
      // The session is still alive at this point (idle for less than 7 days).
      expect((await confirm(token)).status).toBe(200);
      expect(await currentUser(cookie)).toMatchObject({ emailVerified: true });
    } finally {
      clock = issued;
    }
  });

  it.each([{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }, { token: 'made-up' }])(
    'refuses the confirmation %j, and verifies nothing',
    async (body) => {
      const verifiedCount = async () =>
        (await server.storage.query('SELECT 1 FROM users WHERE email_verified_at IS NOT NULL')).length;
      const before = await verifiedCount();
      const reply = await server.call('POST', '/api/email-verification/confirm', { body });
      expect(reply.status).toBe(400);
      expect(await verifiedCount()).toBe(before);
    },
  );

  it('names the field of a malformed token', async () => {
    const reply = await confirm('');
    expect(await reply.json()).toMatchObject({ errors: [{ field: 'token' }] });
  });

  it('resends a link to a signed-in user, limited per account; a visitor is asked to log in', async () => {
    expect((await server.call('POST', '/api/email-verification/resend')).status).toBe(401);
    const cookie = await register('vega');
    await tokenMailedTo('vega@example.test');
    for (let i = 0; i < 3; i += 1) {
      const reply = await server.call('POST', '/api/email-verification/resend', { cookie });
      expect(reply.status).toBe(202);
      expect(await reply.json()).toEqual({ message: verification.linkSent });
    }
    const limited = await server.call('POST', '/api/email-verification/resend', { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const token = await tokenMailedTo('vega@example.test', 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox('vega@example.test')).toHaveLength(4);
    // Every link sent works (the newest here); then there is nothing left to verify.
    expect((await confirm(token)).status).toBe(200);
    const verified = await server.call('POST', '/api/email-verification/resend', { cookie });
    expect(verified.status).toBe(409);
    expect(await verified.json()).toEqual({ message: verification.alreadyVerified });
  });

  it.each(['admin', 'teacher', 'client'])('a %s may ask for a link', async (role) => {
    const { cookie } = await server.userSession({ username: `resend-${role}`, role });
    expect((await server.call('POST', '/api/email-verification/resend', { cookie })).status).toBe(202);
  });
});

describe('the account', () => {
  it.each(['admin', 'teacher', 'client'])('a %s reads their own account and sessions', async (role) => {
    const { cookie } = await server.userSession({ username: `reader-${role}`, role });
    const reply = await server.call('GET', '/api/user/account', { cookie });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      username: `reader-${role}`,
      email: `reader-${role}@example.test`,
      emailVerified: false,
      pendingEmail: null,
    });
    const sessions = await server.call('GET', '/api/user/sessions', { cookie });
    expect(sessions.status).toBe(200);
    expect(await sessions.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it.each([
    ['GET', '/api/user/account'],
    ['POST', '/api/user/email'],
    ['POST', '/api/user/password'],
    ['GET', '/api/user/sessions'],
    ['POST', '/api/user/sessions/sign-out-others'],
    ['GET', '/api/user/export'],
    ['DELETE', '/api/user/account'],
  ])('%s %s asks a visitor to log in', async (method, path) => {
    const reply = await server.call(method, path, method === 'GET' ? {} : { body: { password: testPassword } });
    expect(reply.status).toBe(401);
  });
});

describe('a new e-mail address', () => {
  const change = (cookie: string, body: unknown) => server.call('POST', '/api/user/email', { cookie, body });

  it('takes effect only when the link mailed to it is followed', async () => {
    const cookie = await register('mira');
    const first = await tokenMailedTo('mira@example.test');
    const reply = await change(cookie, { email: 'Mira.New@example.test', password: testPassword });
    expect(reply.status).toBe(202);
    expect(await reply.json()).toEqual({
      message: text.changeLinkSent('Mira.New@example.test'),
      pendingEmail: 'Mira.New@example.test',
    });
    expect(await account(cookie)).toMatchObject({ email: 'mira@example.test', pendingEmail: 'Mira.New@example.test' });
    const token = await tokenMailedTo('mira.new@example.test');
    expect((await confirm(token)).status).toBe(200);
    expect(await account(cookie)).toMatchObject({
      email: 'Mira.New@example.test',
      emailVerified: true,
      pendingEmail: null,
    });
    // The old address's link no longer verifies anything: it is not the account's address.
    expect((await confirm(first)).status).toBe(400);
    expect(await account(cookie)).toMatchObject({ email: 'Mira.New@example.test' });
  });

  it.each([
    [{}, 'email'],
    [{ email: 'not an address', password: testPassword }, 'email'],
    [{ email: 'fine@example.test' }, 'password'],
    [{ email: 'fine@example.test', password: '' }, 'password'],
  ])('refuses %j naming %s, and stores nothing', async (body, field) => {
    const { cookie } = await server.userSession({
      username: `bad-email-${field}-${Math.random().toString(36).slice(2, 8)}`,
    });
    const reply = await change(cookie, body);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    expect((await account(cookie)).pendingEmail).toBeNull();
  });

  it('refuses a wrong password, the same address, or one another account uses', async () => {
    const { cookie } = await server.userSession({ username: 'rigel' });
    await server.addUser({ username: 'deneb' });
    const wrong = await change(cookie, { email: 'rigel2@example.test', password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: 'password', message: text.wrongPassword }] });
    const same = await change(cookie, { email: 'RIGEL@example.test', password: testPassword });
    expect(same.status).toBe(400);
    const taken = await change(cookie, { email: 'deneb@example.test', password: testPassword });
    expect(taken.status).toBe(409);
    expect((await account(cookie)).pendingEmail).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox('rigel2@example.test')).toEqual([]);
  });

  it('is limited per address it mails (another account asking for it too)', async () => {
    const target = 'shared-target@example.test';
    const sessions = await Promise.all(['ask-a', 'ask-b'].map((username) => server.userSession({ username })));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const cookie = sessions[i % 2]?.cookie ?? '';
      statuses.push((await change(cookie, { email: target, password: testPassword })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });
});

describe('a new password', () => {
  const change = (cookie: string, body: unknown) => server.call('POST', '/api/user/password', { cookie, body });

  it('needs the current one; signs every other session out and keeps this one', async () => {
    const { cookie } = await server.userSession({ username: 'altair' });
    const other = await server.login('altair');
    const reply = await change(cookie, { currentPassword: testPassword, newPassword: 'a brand new secret' });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ message: text.passwordChanged });
    expect((await server.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await server.call('GET', '/api/user', { cookie: other })).status).toBe(401);
    expect(
      (await server.call('POST', '/api/login', { body: { username: 'altair', password: testPassword } })).status,
    ).toBe(401);
    await server.login('altair', 'a brand new secret');
  });

  it.each([
    [{ currentPassword: testPassword, newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: testPassword, newPassword: 'x'.repeat(129) }, 'newPassword'],
    [{ currentPassword: testPassword }, 'newPassword'],
    [{ newPassword: 'long enough now' }, 'currentPassword'],
    [{ currentPassword: 'not my password', newPassword: 'long enough now' }, 'currentPassword'],
  ])('refuses %j naming %s, and changes nothing', async (body, field) => {
    const username = `pw-${Math.random().toString(36).slice(2, 10)}`;
    const { cookie } = await server.userSession({ username });
    const other = await server.login(username);
    const reply = await change(cookie, body);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ errors: [expect.objectContaining({ field })] });
    expect((await server.call('GET', '/api/user', { cookie: other })).status).toBe(200);
    await server.login(username);
  });

  it('limits wrong current passwords per account, before hashing', async () => {
    const { cookie } = await server.userSession({ username: 'guesser' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await change(cookie, { currentPassword: `guess ${i}`, newPassword: 'long enough now' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('sessions', () => {
  it('lists them with this device marked; "sign out everywhere else" ends the others only', async () => {
    const { cookie } = await server.userSession({ username: 'lyra' });
    const phone = await server.login('lyra');
    const tablet = await server.login('lyra');
    const listed = (await (await server.call('GET', '/api/user/sessions', { cookie })).json()) as {
      current: boolean;
      createdAt: string;
      lastSeenAt: string;
    }[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed[0]?.createdAt).toBe(clock.toISOString());

    // Another user's sessions are neither listed nor ended.
    const stranger = await server.userSession({ username: 'stranger' });
    const reply = await server.call('POST', '/api/user/sessions/sign-out-others', { cookie });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ message: text.signedOutOthers(2), signedOut: 2 });
    for (const gone of [phone, tablet])
      expect((await server.call('GET', '/api/user', { cookie: gone })).status).toBe(401);
    expect((await server.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await server.call('GET', '/api/user', { cookie: stranger.cookie })).status).toBe(200);
    expect(await (await server.call('GET', '/api/user/sessions', { cookie })).json()).toHaveLength(1);
  });
});

/** A conversation with a question and its reply, a feedback, and a display name: data to export and delete. */
async function fillAccount(cookie: string, label: string) {
  const created = (await (await server.call('POST', '/api/conversations', { cookie })).json()) as { id: number };
  const sent = await server.call('POST', `/api/conversations/${created.id}/messages`, {
    cookie,
    body: { content: `question of ${label}`, isUserMessage: true },
  });
  expect(sent.status).toBe(201);
  const feedback = await server.call('POST', '/api/feedback', {
    cookie,
    body: { contentType: 'message', contentId: 1, feedback: 'positive', content: `feedback of ${label}` },
  });
  expect(feedback.status).toBe(201);
  expect(
    (await server.call('PUT', '/api/user/profile', { cookie, body: { displayName: `Name of ${label}` } })).status,
  ).toBe(200);
  return created.id;
}

describe('download my data', () => {
  it('is a JSON file of the user’s own conversations, messages, profile and feedback only', async () => {
    const { cookie } = await server.userSession({ username: 'exporter' });
    const other = await server.userSession({ username: 'bystander' });
    const conversationId = await fillAccount(cookie, 'exporter');
    await fillAccount(other.cookie, 'bystander');

    const reply = await server.call('GET', '/api/user/export', { cookie });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="moonheart-data-exporter-2026-03-14.json"',
    );
    const raw = await reply.text();
    expect(raw).not.toContain('bystander');
    const data = JSON.parse(raw);
    expect(data.account).toMatchObject({ username: 'exporter', email: 'exporter@example.test', role: 'client' });
    expect(data.profile).toMatchObject({ displayName: 'Name of exporter' });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: conversationId });
    expect(data.conversations[0].messages.map((message: { content: string }) => message.content)).toEqual([
      'question of exporter',
      'You asked: question of exporter',
    ]);
    expect(data.feedback).toEqual([expect.objectContaining({ content: 'feedback of exporter', feedback: 'positive' })]);
  });
});

describe('delete my account', () => {
  const remove = (cookie: string, body: unknown) => server.call('DELETE', '/api/user/account', { cookie, body });
  const countsOf = async (userId: number, email: string) => {
    const [row] = await server.storage.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users,
              (SELECT count(*)::int FROM conversations WHERE user_id = $1) AS conversations,
              (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.user_id = $1) AS messages,
              (SELECT count(*)::int FROM feedback WHERE content = 'feedback of ' || $3) AS feedback,
              (SELECT count(*)::int FROM messages WHERE content LIKE '%question of ' || $3) AS orphaned_messages,
              (SELECT count(*)::int FROM profiles WHERE user_id = $1) AS profiles,
              (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions,
              (SELECT count(*)::int FROM outbox WHERE lower(recipient) = lower($2)) AS mail`,
      [userId, email, email.split('@')[0]],
    );
    return row;
  };

  it('cannot be done without the right password, and then keeps everything', async () => {
    const { id, cookie } = await server.userSession({ username: 'keeper' });
    await fillAccount(cookie, 'keeper');
    const before = await countsOf(id, 'keeper@example.test');
    for (const body of [{}, { password: '' }, { password: 'not my password' }]) {
      const reply = await remove(cookie, body);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'password' })] });
    }
    expect(await countsOf(id, 'keeper@example.test')).toEqual(before);
    expect((await server.call('GET', '/api/user', { cookie })).status).toBe(200);
  });

  it('removes the account and all its data, signs out, and the audit log says only that it happened', async () => {
    const cookie = await register('leaver');
    const [{ id } = { id: 0 }] = await server.storage.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'leaver'",
    );
    const other = await server.login('leaver');
    await fillAccount(cookie, 'leaver');
    await tokenMailedTo('leaver@example.test');
    const bystander = await server.userSession({ username: 'neighbour' });
    await fillAccount(bystander.cookie, 'neighbour');
    const auditBefore = await server.storage.query('SELECT 1 FROM audit_log');

    const reply = await remove(cookie, { password: testPassword });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ message: text.deleted });
    expect(reply.headers.getSetCookie().some((line) => /moonheart_session=;/.test(line))).toBe(true);

    expect(await countsOf(id, 'leaver@example.test')).toEqual({
      users: 0,
      conversations: 0,
      messages: 0,
      feedback: 0,
      orphaned_messages: 0,
      profiles: 0,
      sessions: 0,
      mail: 0,
    });
    expect((await server.call('GET', '/api/user', { cookie: other })).status).toBe(401);
    expect(
      (await server.call('POST', '/api/login', { body: { username: 'leaver', password: testPassword } })).status,
    ).toBe(401);
    const audit = await server.storage.query<Record<string, unknown>>(
      'SELECT actor_user_id, action, target_user_id, details FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect((await server.storage.query('SELECT 1 FROM audit_log')).length).toBe(auditBefore.length + 1);
    expect(audit[0]).toEqual({ actor_user_id: null, action: 'account.deleted', target_user_id: null, details: {} });
    // The neighbour's data stays.
    const kept = await countsOf(bystander.id, 'neighbour@example.test');
    expect(kept).toMatchObject({ users: 1, conversations: 1, messages: 2, feedback: 1, profiles: 1 });
  });
});
