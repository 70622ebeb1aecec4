import { invitationLinkDays, userImportLimits, userImportMessages } from '@app/contract/userGenerator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

const text = userImportMessages;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let adminId: number;
let teacher: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  adminId = await server.addUser({ username: 'admin', role: 'admin' });
  admin = await server.login('admin');
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const header = 'username,email,role,tier';
const csvOf = (...rows: string[]) => [header, ...rows].join('\n');
const count = async (table: string) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const snapshot = async () => ({
  users: await count('users'),
  tokens: await count('password_reset_tokens'),
  audit: await count('audit_log'),
  outbox: await count('outbox'),
});
const dryRun = (csv: unknown, cookie = admin) =>
  server.call('POST', '/api/admin/user-generator/dry-run', { cookie, body: { csv } });
const importCsv = (csv: unknown, cookie = admin) =>
  server.call('POST', '/api/admin/user-generator/import', { cookie, body: { csv } });
const confirm = (token: string, password: string) =>
  server.call('POST', '/api/password-reset/confirm', { body: { token, password } });

async function invitationTo(email: string): Promise<URL> {
  const [mail] = await server.storage.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE lower(recipient) = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  expect(mail?.subject).toBe(serverMessages.userGenerator.invitationSubject);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no invitation to ${email}`);
  return new URL(link);
}

describe('who may generate users', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, storing nothing', async () => {
    const before = await snapshot();
    const csv = csvOf('nova,nova@example.test,client,free');
    for (const call of [dryRun, importCsv]) {
      expect((await call(csv, '')).status).toBe(401);
      for (const cookie of [client, teacher]) expect((await call(csv, cookie)).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the dry run', () => {
  it('reports every line with its errors and stores nothing', async () => {
    const before = await snapshot();
    const reply = await dryRun(
      csvOf(
        'nova,nova@example.test,client,core',
        'bad name!,not-an-address,wizard,gold',
        'NOVA,other@example.test,teacher,free',
        'admin,admin@example.test,admin,elite',
        ',,,',
        '"quoted, name",x@example.test,client',
      ),
    );
    expect(reply.status).toBe(200);
    const report = await reply.json();
    expect(report).toMatchObject({ valid: 1, invalid: 5 });
    const byLine = Object.fromEntries(
      report.lines.map((line: { line: number; errors: { field: string }[] }) => [
        line.line,
        line.errors.map((e) => e.field),
      ]),
    );
    expect(byLine[2]).toEqual([]);
    expect(byLine[3]).toEqual(['username', 'email', 'role', 'tier']);
    expect(byLine[4]).toEqual(['username']);
    expect(report.lines[2].errors[0].message).toBe(text.duplicateInFile('username', 2));
    expect(report.lines[3].errors.map((e: { message: string }) => e.message)).toEqual([
      text.usernameTaken,
      text.emailTaken,
    ]);
    expect(byLine[6]).toEqual(['username', 'email', 'role', 'tier']);
    expect(report.lines[4].errors[0].message).toBe(text.missing('username'));
    expect(report.lines[5]).toMatchObject({ username: 'quoted, name', tier: '' });
    expect(byLine[7]).toEqual(['row', 'tier', 'username']);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no CSV', '', text.csvRequired],
    ['a wrong header', 'name,mail\nnova,nova@example.test', text.header],
    ['a header only', header, text.noRows],
    [
      'text that is not CSV',
      `${header}\n"nova,nova@example.test,client,free`,
      text.notCsv('check the quotes near line 2.'),
    ],
    ['a binary file', `${header}\n\u0000\u0001PK`, serverMessages.common.controlCharacters],
    [
      'too long a line',
      csvOf(`${'a'.repeat(userImportLimits.maxLineLength)},x@example.test,client,free`),
      text.lineTooLong(2),
    ],
    [
      'too many rows',
      csvOf(...Array.from({ length: userImportLimits.maxRows + 1 }, (_, i) => `u${i},u${i}@e.test,client,free`)),
      text.tooManyRows,
    ],
    ['too much text', 'x'.repeat(userImportLimits.maxCharacters + 1), text.tooLarge],
  ])('refuses %s with a 400 naming it, storing nothing', async (_name, csv, message) => {
    const before = await snapshot();
    for (const call of [dryRun, importCsv]) {
      const reply = await call(csv);
      expect(reply.status).toBe(400);
      // The message, or the field error of the `csv` field (the body's schema).
      expect(JSON.stringify(await reply.json())).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not JSON text (413 when too large for the API)', async () => {
    const before = await snapshot();
    expect((await importCsv(42)).status).toBe(400);
    expect((await importCsv('x'.repeat(70 * 1024))).status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the import', () => {
  it('creates nothing while any line has an error, and answers the report', async () => {
    const before = await snapshot();
    const reply = await importCsv(csvOf('vega,vega@example.test,client,core', 'lyra,lyra@example,client,core'));
    expect(reply.status).toBe(422);
    const body = await reply.json();
    expect(body.message).toBe(text.hasErrors);
    expect(body.report).toMatchObject({ valid: 1, invalid: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('creates every line in one go, audit-logs each and the import, and mails one invitation each', async () => {
    const before = await snapshot();
    const csv = csvOf('vega,Vega@Example.test,Client,Core', 'lyra,lyra@example.test,teacher,free');
    const reply = await importCsv(`\uFEFF${csv}\r\n`);
    expect(reply.status).toBe(201);
    const result = await reply.json();
    expect(result).toMatchObject({ invitationsSent: 2, invitationDays: invitationLinkDays });
    expect(
      result.created.map((u: { username: string; role: string; tier: string }) => [u.username, u.role, u.tier]),
    ).toEqual([
      ['vega', 'client', 'core'],
      ['lyra', 'teacher', 'free'],
    ]);
    const after = await snapshot();
    expect(after).toEqual({
      users: before.users + 2,
      tokens: before.tokens + 2,
      audit: before.audit + 3,
      outbox: before.outbox + 2,
    });
    const audit = await server.storage.query<{
      action: string;
      actor_user_id: number;
      target_user_id: number | null;
      details: Record<string, unknown>;
    }>('SELECT action, actor_user_id, target_user_id, details FROM audit_log ORDER BY id DESC LIMIT 3');
    expect(audit.map((row) => [row.action, row.actor_user_id, row.details])).toEqual([
      ['user.import', adminId, { created: 2 }],
      ['user.created', adminId, { role: 'teacher', tier: 'free', via: 'import' }],
      ['user.created', adminId, { role: 'client', tier: 'core', via: 'import' }],
    ]);
    expect(audit[1]?.target_user_id).toBe(result.created[1].id);

    // The same file again: every line refused, nothing stored.
    const again = await importCsv(csv);
    expect(again.status).toBe(422);
    const report = (await again.json()).report;
    expect(report.invalid).toBe(2);
    expect(report.lines[0].errors.map((e: { message: string }) => e.message)).toEqual([
      text.usernameTaken,
      text.emailTaken,
    ]);
    expect(await snapshot()).toEqual(after);
  });

  it('an invited person cannot log in until the link sets a password; the link works once', async () => {
    const link = await invitationTo('lyra@example.test');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invitation')).toBe('1');
    const token = link.searchParams.get('token') ?? '';
    const stored = await server.storage.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    const [invited] = await server.storage.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'lyra'",
    );
    for (const password of [invited?.password_hash ?? '', 'anything at all']) {
      expect((await server.call('POST', '/api/login', { body: { username: 'lyra', password } })).status).toBe(401);
    }

    expect((await confirm(token, 'stars over the sea')).status).toBe(200);
    const login = await server.call('POST', '/api/login', {
      body: { username: 'lyra', password: 'stars over the sea' },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ role: 'teacher', emailVerified: true });
    const again = await confirm(token, 'another password');
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(serverMessages.passwordReset.invalidLink);
  });

  it(`an invitation expires after ${invitationLinkDays} days`, async () => {
    const token = (await invitationTo('vega@example.test')).searchParams.get('token') ?? '';
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + invitationLinkDays * 86_400_000 + 1);
      expect((await confirm(token, 'too late for this')).status).toBe(400);
      clock = new Date(issued.getTime() + invitationLinkDays * 86_400_000 - 1000);
      expect((await confirm(token, 'just in time now')).status).toBe(200);
    } finally {
      clock = issued;
    }
  });
});
