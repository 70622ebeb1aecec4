import { passwordResetLinkMinutes } from '@app/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { cookieOf, startTestServer, type TestServer, testPassword } from '../../testing/harness';

const text = serverMessages.passwordReset;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    resetLimits: { perAddress: 1000, perEmail: 3, windowMs: 60 * 60 * 1000 },
  });
  await server.addUser({ username: 'admin', role: 'admin' });
}, 60_000);
afterAll(() => server.stop());

const outbox = (to: string) =>
  server.storage.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [to],
  );

/** The link of the newest mail to `to`, once the server has sent it (it sends after answering). */
async function linkMailedTo(to: string, count = 1): Promise<URL> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await outbox(to);
    if (mails.length >= count) {
      const link = /https?:\/\/\S+/.exec(mails.at(-1)?.body ?? '')?.[0];
      if (!link) throw new Error('the mail has no link');
      return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const requestReset = (email: string) => server.call('POST', '/api/password-reset/request', { body: { email } });
const confirm = (token: string, password: string) =>
  server.call('POST', '/api/password-reset/confirm', { body: { token, password } });

describe('a forgotten password, through the outbox', () => {
  it('mails a single-use link that sets a new password and signs every session out', async () => {
    await server.addUser({ username: 'luna' });
    const oldSession = await server.login('luna');
    const asked = await requestReset('LUNA@example.test');
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: text.linkSent });

    const link = await linkMailedTo('luna@example.test');
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe('/reset-password');
    const [mail] = await outbox('luna@example.test');
    expect(mail?.subject).toBe(text.mailSubject);
    expect(mail?.body).toContain(`within ${passwordResetLinkMinutes} minutes`);
    expect(server.logger.lines.some((line) => line.to === 'luna@example.test' && !('body' in line))).toBe(true);
    // Only the token's hash is stored.
    const token = link.searchParams.get('token') ?? '';
    const stored = await server.storage.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const done = await confirm(token, 'a brand new secret');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: text.passwordSet });
    expect((await server.call('GET', '/api/user', { cookie: oldSession })).status).toBe(401);
    expect(
      (await server.call('POST', '/api/login', { body: { username: 'luna', password: testPassword } })).status,
    ).toBe(401);
    const fresh = await server.call('POST', '/api/login', {
      body: { username: 'luna', password: 'a brand new secret' },
    });
    expect(fresh.status).toBe(200);
    cookieOf(fresh);

    // Once only.
    const again = await confirm(token, 'another new secret');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: text.invalidLink });
  });

  it(`stops working after ${passwordResetLinkMinutes} minutes`, async () => {
    await server.addUser({ username: 'sol' });
    await requestReset('sol@example.test');
    const token = (await linkMailedTo('sol@example.test')).searchParams.get('token') ?? '';
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + passwordResetLinkMinutes * 60_000 + 1);
      expect((await confirm(token, 'too late a secret')).status).toBe(400);
      clock = new Date(issued.getTime() + passwordResetLinkMinutes * 60_000 - 1000);
      expect((await confirm(token, 'just in time secret')).status).toBe(200);
    } finally {
      clock = issued;
    }
  });

  it('a new password ends every other link the account was sent', async () => {
    await server.addUser({ username: 'vega' });
    await requestReset('vega@example.test');
    const first = (await linkMailedTo('vega@example.test', 1)).searchParams.get('token') ?? '';
    await requestReset('vega@example.test');
    const second = (await linkMailedTo('vega@example.test', 2)).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    expect((await confirm(second, 'the second secret')).status).toBe(200);
    expect((await confirm(first, 'the first secret')).status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const reply = await requestReset('nobody@example.test');
    expect(reply.status).toBe(202);
    expect(await reply.json()).toEqual({ message: text.linkSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox('nobody@example.test')).toEqual([]);
  });
});

describe('bad input: a clear 4xx, nothing stored', () => {
  const tokens = async () =>
    (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens'))[0]?.n;

  it.each([{}, { email: 'not an address' }, { email: 42 }, { email: '' }])('refuses the request %j', async (body) => {
    const before = await tokens();
    const reply = await server.call('POST', '/api/password-reset/request', { body });
    expect(reply.status).toBe(400);
    expect(await tokens()).toBe(before);
  });

  it('refuses a new password outside 8 to 128 characters, and keeps the link usable', async () => {
    await server.addUser({ username: 'rigel' });
    await requestReset('rigel@example.test');
    const token = (await linkMailedTo('rigel@example.test')).searchParams.get('token') ?? '';
    for (const password of ['short', 'x'.repeat(129)]) {
      const reply = await confirm(token, password);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({
        errors: [{ field: 'password', message: serverMessages.auth.passwordRule }],
      });
    }
    expect((await confirm(token, 'long enough now')).status).toBe(200);
  });

  it.each([{}, { token: '', password: 'long enough now' }, { token: 'made-up', password: 'long enough now' }])(
    'refuses the confirmation %j',
    async (body) => {
      const reply = await server.call('POST', '/api/password-reset/confirm', { body });
      expect(reply.status).toBe(400);
    },
  );

  it('limits the requests for one address (each sends mail)', async () => {
    await server.addUser({ username: 'deneb' });
    for (let i = 0; i < 3; i += 1) expect((await requestReset('deneb@example.test')).status).toBe(202);
    const limited = await requestReset('DENEB@example.test');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await linkMailedTo('deneb@example.test', 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox('deneb@example.test')).toHaveLength(3);
  });
});

describe('the outbox, for admins', () => {
  it('lists the newest mail to an admin; a client is refused and a visitor asked to log in', async () => {
    await server.addUser({ username: 'mira' });
    await requestReset('mira@example.test');
    await linkMailedTo('mira@example.test');
    const admin = await server.login('admin');
    const reply = await server.call('GET', '/api/admin/outbox', { cookie: admin });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { mailer: string; messages: { to: string; subject: string }[] };
    expect(body.mailer).toBe('outbox');
    expect(body.messages[0]).toMatchObject({ to: 'mira@example.test', subject: text.mailSubject });

    const client = await server.login('mira', testPassword);
    expect((await server.call('GET', '/api/admin/outbox', { cookie: client })).status).toBe(403);
    expect((await server.call('GET', '/api/admin/outbox')).status).toBe(401);
  });
});

describe('through a real SMTP server', () => {
  let smtp: SMTPServer;
  let smtpServer: TestServer;
  const received: { to: string; data: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    smtpServer = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Moonheart <mail@example.test>' },
    });
  }, 60_000);
  afterAll(async () => {
    await smtpServer?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('the message arrives, and its link works once', async () => {
    await smtpServer.addUser({ username: 'orion' });
    const asked = await smtpServer.call('POST', '/api/password-reset/request', {
      body: { email: 'orion@example.test' },
    });
    expect(asked.status).toBe(202);
    for (let tries = 0; tries < 100 && received.length === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe('orion@example.test');
    // The body is plain text, possibly folded (quoted-printable): unfold it before reading the link.
    const body = (received[0]?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    expect(token).not.toBe('');
    const confirmAt = (password: string) =>
      smtpServer.call('POST', '/api/password-reset/confirm', { body: { token, password } });
    expect((await confirmAt('set through smtp')).status).toBe(200);
    expect((await confirmAt('set through smtp again')).status).toBe(400);
    // Nothing went to the outbox.
    expect(await smtpServer.storage.query('SELECT 1 FROM outbox')).toEqual([]);
  });
});
