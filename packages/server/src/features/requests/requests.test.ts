import { contractMessages, supportRequestLimits, supportRequestPageSize } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

const text = serverMessages.supportRequests;
const rules = contractMessages.supportRequest;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    requestLimits: { perAddress: 1000, perSender: 3, repliesPerAdmin: 4, windowMs: 60 * 60 * 1000 },
  });
  await server.addUser({ username: 'admin', role: 'admin' });
  admin = await server.login('admin');
}, 60_000);
afterAll(() => server.stop());

const outbox = (to: string) =>
  server.storage.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [to],
  );
const stored = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM support_requests'))[0]?.n ?? 0;

const send = (body: unknown, cookie?: string) =>
  server.call('POST', '/api/requests', { body, ...(cookie ? { cookie } : {}) });

const issue = { kind: 'help', subject: 'The reply stopped', text: 'It stopped half way through a sentence.' };

/** A conversation of `cookie`'s user, with one question in it. */
async function conversationOf(cookie: string): Promise<number> {
  const created = await server.call('POST', '/api/conversations', { cookie });
  const { id } = (await created.json()) as { id: number };
  await server.call('POST', `/api/conversations/${id}/messages`, {
    cookie,
    body: { content: 'What does my Moon in Scorpio mean?', isUserMessage: true },
  });
  return id;
}

describe('POST /api/requests', () => {
  it('stores a client issue about their own conversation and mails the confirmation with the reference', async () => {
    const { cookie } = await server.userSession({ username: 'luna', tier: 'core' });
    const conversationId = await conversationOf(cookie);
    const reply = await send({ ...issue, conversationId }, cookie);
    expect(reply.status).toBe(201);
    const receipt = (await reply.json()) as { id: number; reference: string; message: string };
    expect(receipt.reference).toBe(`REQ-${String(receipt.id).padStart(6, '0')}`);
    expect(receipt.message).toBe(text.received(receipt.reference, 'luna@example.test'));

    const [mail] = await outbox('luna@example.test');
    expect(mail?.subject).toBe(text.confirmationSubject(receipt.reference, text.kindLabels.help));
    expect(mail?.body).toContain(receipt.reference);
    expect(mail?.body).toContain(issue.text);

    const detail = await server.call('GET', `/api/admin/requests/${receipt.id}`, { cookie: admin });
    expect(await detail.json()).toMatchObject({
      kind: 'help',
      status: 'open',
      name: 'luna',
      username: 'luna',
      email: 'luna@example.test',
      conversationId,
      conversationTitle: 'What does my Moon in Scorpio mean?',
      subject: issue.subject,
      text: issue.text,
      replies: [],
    });
  });

  it("refuses another user's conversation with 404, and stores nothing", async () => {
    const owner = await server.userSession({ username: 'sol' });
    const conversationId = await conversationOf(owner.cookie);
    const other = await server.userSession({ username: 'vega' });
    const before = await stored();
    const reply = await send({ ...issue, conversationId }, other.cookie);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: serverMessages.chat.conversationNotFound });
    // A visitor has none at all.
    expect(
      (await send({ ...issue, kind: 'contact', name: 'Ada', email: 'ada@example.test', conversationId })).status,
    ).toBe(404);
    expect(await stored()).toBe(before);
    expect(await outbox('vega@example.test')).toEqual([]);
  });

  it('takes a visitor contact with their name and address, and mails them', async () => {
    const reply = await send({
      kind: 'contact',
      subject: 'A question about plans',
      text: 'Is the Elite plan a one-time payment?',
      name: '  Ada Visitor ',
      email: 'ada@example.test',
    });
    expect(reply.status).toBe(201);
    const { id, reference } = (await reply.json()) as { id: number; reference: string };
    const [mail] = await outbox('ada@example.test');
    expect(mail?.body).toContain('Hello Ada Visitor,');
    expect(mail?.body).toContain(reference);
    const detail = (await (await server.call('GET', `/api/admin/requests/${id}`, { cookie: admin })).json()) as {
      userId: number | null;
      name: string;
    };
    expect(detail).toMatchObject({ userId: null, name: 'Ada Visitor', kind: 'contact' });
  });

  it('asks a visitor to log in to report an issue (/help is for accounts)', async () => {
    const reply = await send({ ...issue, name: 'Ada', email: 'ada@example.test' });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ message: text.helpNeedsAccount });
  });

  it('ignores a signed-in sender’s name and address: replies go to the account', async () => {
    const { cookie } = await server.userSession({ username: 'rigel' });
    const reply = await send(
      {
        kind: 'request',
        subject: 'A reading',
        text: 'Could Selene read my transits?',
        email: 'x@evil.test',
        name: 'X',
      },
      cookie,
    );
    expect(reply.status).toBe(201);
    expect(await outbox('x@evil.test')).toEqual([]);
    expect(await outbox('rigel@example.test')).toHaveLength(1);
  });

  describe('bad input: a clear 400 naming the field, nothing stored', () => {
    it.each([
      ['kind', { ...issue, kind: 'complaint' }, rules.kind],
      ['subject', { ...issue, subject: '   ' }, rules.subjectRequired],
      ['subject', { ...issue, subject: 'x'.repeat(supportRequestLimits.subject.max + 1) }, rules.subjectTooLong(120)],
      ['subject', { ...issue, subject: 'bell\u0007' }, contractMessages.text.controlCharacters],
      ['text', { ...issue, text: 'short' }, rules.textTooShort(supportRequestLimits.text.min)],
      ['text', { ...issue, text: `${'x'.repeat(20)}\u0000` }, contractMessages.text.controlCharacters],
      ['text', { ...issue, text: 'x'.repeat(supportRequestLimits.text.max + 1) }, rules.textTooLong(5000)],
      ['conversationId', { ...issue, conversationId: 'seven' }, rules.conversation],
    ])('signed in, a bad %s (case %#)', async (field, body, message) => {
      const { cookie } = await server.userSession({ username: `bad${Math.random().toString(36).slice(2, 8)}` });
      const before = await stored();
      const reply = await send(body, cookie);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ errors: [{ field, message }] });
      expect(await stored()).toBe(before);
    });

    it.each([
      [{ kind: 'contact', subject: 'Hi', text: 'A long enough message' }, ['name', 'email']],
      [{ kind: 'contact', subject: 'Hi', text: 'A long enough message', name: 'Ada' }, ['email']],
      [{ kind: 'contact', subject: 'Hi', text: 'A long enough message', name: 'Ada', email: 'ada' }, ['email']],
      [{ kind: 'request', subject: 'Hi', text: 'A long enough message', name: '', email: 'a@b.test' }, ['name']],
    ])('a visitor: %j', async (body, fields) => {
      const before = await stored();
      const reply = await send(body);
      expect(reply.status).toBe(400);
      const { errors } = (await reply.json()) as { errors: { field: string }[] };
      expect(errors.map((error) => error.field)).toEqual(fields);
      expect(await stored()).toBe(before);
    });

    it('refuses a body that is not JSON', async () => {
      const reply = await server.call('POST', '/api/requests', {
        raw: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(400);
    });
  });

  it('limits the messages of one sender (each sends mail): 429 with the wait', async () => {
    const { cookie } = await server.userSession({ username: 'deneb' });
    for (let i = 0; i < 3; i += 1) expect((await send({ ...issue }, cookie)).status).toBe(201);
    const limited = await send({ ...issue }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Please wait \d+ seconds/);
    expect(await outbox('deneb@example.test')).toHaveLength(3);
    // A visitor's address is limited the same way, whatever case it is written in.
    for (let i = 0; i < 3; i += 1) {
      expect((await send({ ...issue, kind: 'contact', name: 'Mira', email: 'mira@example.test' })).status).toBe(201);
    }
    expect((await send({ ...issue, kind: 'contact', name: 'Mira', email: 'MIRA@example.test' })).status).toBe(429);
  });
});

describe('the admin inbox', () => {
  let requestId: number;
  beforeAll(async () => {
    const { cookie } = await server.userSession({ username: 'orion' });
    const reply = await send({ kind: 'request', subject: 'Orion asks', text: 'Please add a Mars forecast.' }, cookie);
    requestId = ((await reply.json()) as { id: number }).id;
  });

  it.each([
    ['GET', '', undefined],
    ['GET', '/{id}', undefined],
    ['POST', '/{id}/reply', { text: 'Hello' }],
    ['POST', '/{id}/close', { status: 'closed' }],
  ] as const)(
    '%s /api/admin/requests%s: admins only (visitor 401, teacher and client 403)',
    async (method, tail, body) => {
      const path = () => `/api/admin/requests${tail.replace('{id}', String(requestId))}`;
      const options = body ? { body } : {};
      expect((await server.call(method, path(), options)).status).toBe(401);
      const teacher = await server.userSession({
        username: `t${Math.random().toString(36).slice(2, 8)}`,
        role: 'teacher',
      });
      expect((await server.call(method, path(), { ...options, cookie: teacher.cookie })).status).toBe(403);
      const client = await server.userSession({
        username: `c${Math.random().toString(36).slice(2, 8)}`,
        tier: 'elite',
      });
      expect((await server.call(method, path(), { ...options, cookie: client.cookie })).status).toBe(403);
      const detail = (await (
        await server.call('GET', `/api/admin/requests/${requestId}`, { cookie: admin })
      ).json()) as {
        status: string;
        replies: unknown[];
      };
      expect(detail).toMatchObject({ status: 'open', replies: [] });
    },
  );

  it('lists newest first, filtered by kind and status, in pages', async () => {
    const all = (await (await server.call('GET', '/api/admin/requests', { cookie: admin })).json()) as {
      requests: { id: number; kind: string; createdAt: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(supportRequestPageSize);
    expect(all.requests[0]?.id).toBe(requestId);
    const ids = all.requests.map((request) => request.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const contacts = (await (
      await server.call('GET', '/api/admin/requests?kind=contact&status=open', { cookie: admin })
    ).json()) as { requests: { kind: string; status: string }[]; total: number };
    expect(contacts.requests.length).toBeGreaterThan(0);
    expect(contacts.requests.every((request) => request.kind === 'contact' && request.status === 'open')).toBe(true);
    expect(contacts.total).toBe(contacts.requests.length);

    // Enough requests for a second page.
    const { cookie } = await server.userSession({ username: 'pager' });
    for (let i = 0; i < 3; i += 1) await send({ ...issue, subject: `Page ${i}` }, cookie);
    const count = (await stored()) as number;
    const lastPage = Math.ceil(count / supportRequestPageSize);
    const last = (await (
      await server.call('GET', `/api/admin/requests?page=${lastPage}`, { cookie: admin })
    ).json()) as {
      requests: unknown[];
      total: number;
    };
    expect(last.total).toBe(count);
    expect(last.requests).toHaveLength(count - (lastPage - 1) * supportRequestPageSize);
    const beyond = await server.call('GET', `/api/admin/requests?page=${lastPage + 1}`, { cookie: admin });
    expect(((await beyond.json()) as { requests: unknown[] }).requests).toEqual([]);
  });

  it.each(['kind=complaint', 'status=deleted', 'page=0', 'page=two'])(
    'refuses the filter %s with 400',
    async (query) => {
      const reply = await server.call('GET', `/api/admin/requests?${query}`, { cookie: admin });
      expect(reply.status).toBe(400);
      const field = query.split('=')[0];
      expect(await reply.json()).toMatchObject({ errors: [{ field }] });
    },
  );

  it('answers 404 for a request that does not exist', async () => {
    for (const path of ['/api/admin/requests/999999', '/api/admin/requests/abc']) {
      expect((await server.call('GET', path, { cookie: admin })).status).toBe(404);
    }
    expect(
      (await server.call('POST', '/api/admin/requests/999999/reply', { cookie: admin, body: { text: 'Hi' } })).status,
    ).toBe(404);
    expect((await server.call('POST', '/api/admin/requests/999999/close', { cookie: admin })).status).toBe(404);
  });

  it('mails a reply to the requester, stores it and marks the request answered', async () => {
    clock = new Date('2026-03-14T10:00:00.000Z');
    const reply = await server.call('POST', `/api/admin/requests/${requestId}/reply`, {
      cookie: admin,
      body: { text: '  A Mars forecast is on its way.\nThank you!  ' },
    });
    expect(reply.status).toBe(200);
    const detail = (await reply.json()) as {
      reference: string;
      status: string;
      updatedAt: string;
      replies: { text: string; author: string; createdAt: string }[];
    };
    expect(detail.status).toBe('answered');
    expect(detail.updatedAt).toBe('2026-03-14T10:00:00.000Z');
    expect(detail.replies).toEqual([
      {
        id: expect.any(Number),
        text: 'A Mars forecast is on its way.\nThank you!',
        author: 'admin',
        createdAt: '2026-03-14T10:00:00.000Z',
      },
    ]);
    const mails = await outbox('orion@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(text.replySubject(detail.reference, 'Orion asks'));
    expect(mails[1]?.body).toContain('A Mars forecast is on its way.');
  });

  it.each([
    ['no text', {}],
    ['blank', { text: '   ' }],
    ['too long', { text: 'x'.repeat(supportRequestLimits.reply.max + 1) }],
    ['a control character', { text: 'bell\u0007' }],
  ])('refuses a reply with %s: 400, nothing sent', async (_label, body) => {
    const before = (await outbox('orion@example.test')).length;
    const reply = await server.call('POST', `/api/admin/requests/${requestId}/reply`, { cookie: admin, body });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ errors: [{ field: 'text' }] });
    expect(await outbox('orion@example.test')).toHaveLength(before);
  });

  it('closes a request, and opens it again', async () => {
    const closed = await server.call('POST', `/api/admin/requests/${requestId}/close`, { cookie: admin });
    expect(await closed.json()).toMatchObject({ status: 'closed' });
    const reopened = await server.call('POST', `/api/admin/requests/${requestId}/close`, {
      cookie: admin,
      body: { status: 'open' },
    });
    expect(await reopened.json()).toMatchObject({ status: 'open' });
    const refused = await server.call('POST', `/api/admin/requests/${requestId}/close`, {
      cookie: admin,
      body: { status: 'deleted' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ field: 'status' }] });
  });

  it('limits the replies of one admin (each is a mail)', async () => {
    // Two were counted above (one to a missing request); the limit is 4 in this server.
    for (let i = 0; i < 2; i += 1) {
      const reply = await server.call('POST', `/api/admin/requests/${requestId}/reply`, {
        cookie: admin,
        body: { text: `Reply ${i}` },
      });
      expect(reply.status).toBe(200);
    }
    const limited = await server.call('POST', `/api/admin/requests/${requestId}/reply`, {
      cookie: admin,
      body: { text: 'One too many' },
    });
    expect(limited.status).toBe(429);
    expect(await outbox('orion@example.test')).toHaveLength(4);
  });
});
